// Auth.js bound to Next: the route handlers under /api/auth/* and the signIn/signOut that the server
// actions in ./actions.ts call.
import "server-only";
import NextAuth from "next-auth";
import { authConfig } from "./config";

// Built on first use, so that building the site reads no secret.
export const { handlers, auth, signIn, signOut } = NextAuth(() => authConfig());
