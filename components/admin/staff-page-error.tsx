"use client";

import { useEffect } from "react";
import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";

/** A staff page could not be read (the database is unreachable): say what (`what`: "The tickets"), and offer to try again. */
export function StaffPageError({ what, error, reset }: { what: string; error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-6">
      <h1 className="text-xl font-semibold">{what} could not be loaded</h1>
      <p className="mt-2 text-muted-foreground">Nothing was changed. Try again in a moment.</p>
      {error.digest ? <p className="mt-1 text-xs text-muted-foreground">Reference: {error.digest}</p> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={reset}>Try again</Button>
        <Button asChild variant="outline">
          <Link href="/admin">Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
