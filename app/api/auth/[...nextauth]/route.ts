import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/next-auth";
import { publicSessionAnswer } from "@/lib/auth/session-endpoint";

// Auth.js's own endpoints: /api/auth/session, /csrf, /providers, /signin, /signout, /callback/credentials.
// The session's answer leaves out what only the server needs (lib/auth/session-endpoint.ts).
export async function GET(request: NextRequest): Promise<Response> {
  return publicSessionAnswer(request, await handlers.GET(request));
}

export const { POST } = handlers;
