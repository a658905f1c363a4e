import type { NextRequest } from "next/server";
import { requireStaff } from "@/lib/auth/session";
import { jsonError } from "@/lib/http/responses";
import { trackUnsplashDownload } from "@/lib/images/stock-server";

export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaff(request);
  if (staff instanceof Response) return staff;
  const { id } = await params;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return jsonError(400, "Invalid request", { id: "Give an Unsplash photo id" });
  return trackUnsplashDownload(id);
}
