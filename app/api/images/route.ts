import { listImagesHandler } from "@/lib/images/handlers";

export const GET = listImagesHandler;
