// The old staff call, kept only for the editors that have not moved to lib/client/api.ts yet. Client-safe.
import { z } from "zod";
import { api, type ApiResult, type Method } from "@/lib/client/api";

/**
 * @deprecated Call `api` from "@/lib/client/api" with a schema of the answer: this one takes the answer's
 * type on trust.
 */
export function staffCall<T>(method: Method, url: string, body?: unknown): Promise<ApiResult<T>> {
  return api.send(method, url, z.unknown(), body) as Promise<ApiResult<T>>;
}
