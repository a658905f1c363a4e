import { uploadImageHandler } from "@/lib/images/handlers";

export const POST = uploadImageHandler;
