"use client";

import { useEffect, useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";

export type Resource<T> = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; data: T };

/** What a staff editor loads when it opens (GET `url`, read with `schema`), again on `retry()`; `set` replaces it after a save. */
export function useStaffResource<S extends z.ZodType>(url: string, schema: S) {
  type T = z.output<S>;
  const [resource, setResource] = useState<Resource<T>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void api.get(url, schema).then((result) => {
      if (live) setResource(result.ok ? { state: "ready", data: result.data } : { state: "failed", message: result.error });
    });
    return () => {
      live = false;
    };
  }, [url, schema, attempt]);
  return {
    resource,
    retry: () => {
      setResource({ state: "loading" });
      setAttempt((n) => n + 1);
    },
    set: (data: T) => setResource({ state: "ready", data }),
  };
}

/** "Loading sizes…", or why they could not be loaded with Try again; nothing once they are there. */
export function ResourceStatus({ resource, what, onRetry }: { resource: Resource<unknown>; what: string; onRetry: () => void }) {
  if (resource.state === "loading") {
    return (
      <p className="mt-4 text-sm text-muted-foreground" role="status">
        Loading {what}…
      </p>
    );
  }
  if (resource.state === "failed") {
    return (
      <div className="mt-4 rounded-md border border-destructive/40 p-4 text-sm" role="alert">
        <p>
          The {what} could not be loaded: {resource.message}
        </p>
        <Button type="button" variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return null;
}
