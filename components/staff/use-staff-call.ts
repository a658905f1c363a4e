"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { toast } from "@/components/ui/toast";
import { api, type ApiResult, type Method } from "@/lib/client/api";

/**
 * One staff-account call from the owner's page: a toast says how it went (the server's reason when it
 * refused), and the page's lists are read again after a success. `pending` is true while the request is
 * out; a second call meanwhile is ignored, so a double click changes nothing twice.
 */
export function useStaffCall() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  // State updates land after the render: the ref stops a second call that arrives before that.
  const busy = useRef(false);

  async function call<S extends z.ZodType>(
    method: Method,
    url: string,
    answer: S,
    body: unknown,
    toasts: { success: string; description?: (data: z.output<S>) => string; failure: string },
  ): Promise<ApiResult<z.output<S>> | null> {
    if (busy.current) return null;
    busy.current = true;
    setPending(true);
    const result = await api.send(method, url, answer, body);
    busy.current = false;
    setPending(false);
    if (result.ok) {
      toast.success(toasts.success, { description: toasts.description?.(result.data) });
      router.refresh();
    } else {
      toast.error(toasts.failure, { description: result.error });
    }
    return result;
  }

  return { call, pending };
}
