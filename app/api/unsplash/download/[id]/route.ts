import { z } from "zod";
import { route } from "@/lib/http/route";
import { trackUnsplashDownload } from "@/lib/images/stock-server";

const params = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Give an Unsplash photo id") });

export const POST = route({ role: "staff", area: "content", idempotency: "key", params }, ({ params }) => trackUnsplashDownload(params.id));
