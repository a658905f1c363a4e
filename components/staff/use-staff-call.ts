"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { staffCall, type StaffCallResult } from "@/lib/admin/client";
import { OFFLINE_DESCRIPTION } from "@/lib/staff/schema";

type Method = Parameters<typeof staffCall>[0];

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

  async function call<T>(
    method: Method,
    url: string,
    body: unknown,
    toasts: { success: string; description?: (data: T) => string; failure: string },
  ): Promise<StaffCallResult<T> | null> {
    if (busy.current) return null;
    busy.current = true;
    setPending(true);
    const result = await staffCall<T>(method, url, body);
    busy.current = false;
    setPending(false);
    if (result.ok) {
      toast.success(toasts.success, { description: toasts.description?.(result.data) });
      router.refresh();
    } else {
      toast.error(toasts.failure, { description: result.status === 0 ? OFFLINE_DESCRIPTION : result.error });
    }
    return result;
  }

  return { call, pending };
}
