// The remote hosts the image optimizer (next.config.ts images.remotePatterns) fetches from: this shop's
// own uploadthing app and no other. uploadthing serves every app at <appId>.ufs.sh, so a pattern of
// "*.ufs.sh" would let anyone have this server fetch, decode and re-encode the pictures of any uploadthing
// app, theirs included. The app id comes from UPLOADTHING_TOKEN, read with its zod schema; without the
// token the library is on this machine's disk and no remote host is needed.
import { z } from "zod";
import { UFS_HOST } from "./addresses";
import { parseUploadthingToken } from "./uploadthing-token";

export type RemoteImagePattern = { protocol: "https"; hostname: string; pathname: string; search: "" };

// Set but empty counts as not set, as it does for the storage (lib/storage/index.ts).
const envSchema = z.object({
  UPLOADTHING_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((token) => token || undefined),
});

/** This app's uploadthing file address, when a token is configured; a malformed token throws with the reason. */
export function remoteImagePatterns(env: Record<string, string | undefined>): RemoteImagePattern[] {
  const { UPLOADTHING_TOKEN: token } = envSchema.parse(env);
  if (!token) return [];
  const { appId } = parseUploadthingToken(token);
  return [{ protocol: "https", hostname: `${appId.toLowerCase()}.${UFS_HOST}`, pathname: "/f/*", search: "" }];
}
