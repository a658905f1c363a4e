"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiFailure, ApiResult } from "@/lib/client/api";
import { isUnauthorized } from "@/lib/portal/client";
import { usePortalSession } from "./portal-session";

export type CallState<T> =
  | { status: "loading"; data?: undefined; error?: undefined }
  | { status: "ready"; data: T; error?: undefined }
  | { status: "error"; data?: undefined; error: ApiFailure };

/**
 * One of the dashboard's reads: loaded once when the dashboard shows (seed 000 §7: no refetch on
 * focus, no retry), again on `reload`. A 401 means the session is gone and is handed to the portal.
 * `load` must be stable (a module-level call from lib/portal/client.ts).
 */
export function usePortalCall<T>(load: () => Promise<ApiResult<T>>) {
  const { sessionLost } = usePortalSession();
  const [state, setState] = useState<CallState<T>>({ status: "loading" });
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setState((previous) => (previous.status === "ready" ? previous : { status: "loading" }));
    const result = await load();
    if (mine !== generation.current) return;
    if (result.ok) setState({ status: "ready", data: result.data });
    // Signed out: the portal says so in a toast and goes to sign in; the lists just wait for that.
    else if (isUnauthorized(result)) sessionLost();
    else setState({ status: "error", error: result });
  }, [load, sessionLost]);

  useEffect(() => {
    // On mount the state is already "loading": reload() changes it only once its call answers.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
    const calls = generation; // a counter, not a DOM node: ending the effect makes answers in flight stale
    return () => {
      calls.current++;
    };
  }, [reload]);

  /** Replaces the data without a call, e.g. after a new ticket came back from the server. */
  const update = useCallback((change: (data: T) => T) => {
    setState((previous) => (previous.status === "ready" ? { status: "ready", data: change(previous.data) } : previous));
  }, []);

  return { state, reload, update };
}
