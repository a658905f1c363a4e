import Link from "next/link";
import { ShieldAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** What a signed-in customer sees on a staff page (the proxy answers 403 before this in normal use). */
export function StaffOnly() {
  return (
    <section aria-labelledby="staff-only-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <ShieldAlertIcon aria-hidden="true" className="mx-auto size-10 text-destructive" />
      <h1 id="staff-only-title" className="mt-4 text-2xl font-bold">
        Staff only
      </h1>
      <p className="mt-2 text-muted-foreground">This page is for Triple Zero staff. Your account does not have access to it.</p>
      <Button asChild className="mt-6">
        <Link href="/">Back to the home page</Link>
      </Button>
    </section>
  );
}
