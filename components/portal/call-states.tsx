"use client";

import { AlertCircleIcon, RotateCwIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { messageOr, type ApiFailure } from "@/lib/client/api";
import { isUnauthorized } from "@/lib/portal/client";

/** Placeholder rows while a list loads; announced once as "Loading …". */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={`Loading ${label}`} className="grid gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A failed read, with a way to try again (a 401 is not retried: the portal is already signing in again). */
export function CallFailed({ what, error, onRetry }: { what: string; error: ApiFailure; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>Could not load {what}</AlertTitle>
      <AlertDescription>
        <p>{messageOr(error, "Check your connection and try again.")}</p>
        {!isUnauthorized(error) && (
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            <RotateCwIcon aria-hidden="true" /> Try again
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}

/** What an empty list says instead of sample data. */
export function EmptyState({ icon, title, children }: { icon: React.ReactNode; title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
      <span className="text-muted-foreground [&_svg]:size-8" aria-hidden="true">
        {icon}
      </span>
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}
