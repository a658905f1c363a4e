import { createDownloadImageHandler } from "@/lib/images/handlers";

export const POST = createDownloadImageHandler();
