"use client";

import { useEffect } from "react";
import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { siteConfig } from "@/lib/site-config";

/** Shown in place of a page that failed; the header and footer around it still work. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong on our side</h1>
      <p className="mt-3 text-muted-foreground">
        Nothing you entered was sent twice. Please try again; if it keeps happening, call us at{" "}
        <a className="font-medium text-primary" href={siteConfig.phone.href}>
          {siteConfig.phone.display}
        </a>
        .
      </p>
      {error.digest ? <p className="mt-2 text-xs text-muted-foreground">Reference: {error.digest}</p> : null}
      <div className="mt-6 flex gap-3">
        <Button onClick={reset}>Try again</Button>
        <Button asChild variant="outline">
          <Link href="/">Home page</Link>
        </Button>
      </div>
    </div>
  );
}
