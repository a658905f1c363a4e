// The uploadthing token (UPLOADTHING_TOKEN, the "V7" token of its dashboard): base64 of a JSON object
// { apiKey: "sk_…", appId, regions: [..], ingestHost? }, the shape uploadthing 7's own schema reads
// (ParsedToken in uploadthing/dist/shared-schemas). Checked here when an instance starts, so a token cut
// short when pasted stops the instance with the reason instead of failing the first upload.
import { z } from "zod";

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const tokenSchema = z.object({
  apiKey: z.string().startsWith("sk_", "apiKey must start with sk_"),
  // The app id becomes a host name (<appId>.ufs.sh): one DNS label, nothing that could change the host.
  appId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/i, "appId must be a host name label (letters, digits, hyphens)"),
  regions: z
    .array(z.string().regex(/^[a-z0-9-]{1,63}$/i, "each region is a host name label"))
    .min(1, "regions must name one region at least"),
  ingestHost: z.string().min(1).optional(),
});

export type UploadthingToken = z.infer<typeof tokenSchema>;

const HINT = "copy the V7 token again from the API Keys page of the uploadthing dashboard";

/** The token's fields; an Error naming what is wrong (never the token itself) when it is malformed. */
export function parseUploadthingToken(raw: string): UploadthingToken {
  const text = raw.trim();
  if (!BASE64.test(text)) throw new Error(`UPLOADTHING_TOKEN is not base64: ${HINT}`);
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, "base64").toString("utf8"));
  } catch {
    throw new Error(`UPLOADTHING_TOKEN does not decode to JSON: ${HINT}`);
  }
  const parsed = tokenSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
    );
    throw new Error(`UPLOADTHING_TOKEN is not an uploadthing token (${problems.join("; ")}): ${HINT}`);
  }
  return parsed.data;
}

/** The token a test or a tool writes: the same encoding the dashboard hands out. */
export function encodeUploadthingToken(token: UploadthingToken): string {
  return Buffer.from(JSON.stringify(token), "utf8").toString("base64");
}
