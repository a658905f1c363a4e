import { handlers } from "@/lib/auth/next-auth";

// Auth.js's own endpoints: /api/auth/session, /csrf, /providers, /signin, /signout, /callback/credentials.
export const { GET, POST } = handlers;
