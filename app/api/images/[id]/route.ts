import type { NextRequest } from "next/server";
import { deleteImageHandler } from "@/lib/images/handlers";

export async function DELETE(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return deleteImageHandler(request, (await params).id);
}
