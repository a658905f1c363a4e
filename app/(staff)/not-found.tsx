import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

/** A staff page that finds nothing (an order or lead that does not exist): inside the staff area's frame. */
export default function StaffNotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center py-16 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">We couldn’t find that page</h1>
      <p className="mt-4 text-muted-foreground">It may have been removed, or the address is mistyped.</p>
      <Button asChild className="mt-8">
        <Link href="/admin">Back to the dashboard</Link>
      </Button>
    </div>
  );
}
