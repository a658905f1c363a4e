import { deleteImageHandler } from "@/lib/images/handlers";

export const DELETE = deleteImageHandler;
