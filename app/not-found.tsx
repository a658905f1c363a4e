import type { Metadata } from "next";
import { NotFoundContent } from "@/components/site/not-found-content";
import { SiteShell } from "@/components/site/site-shell";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

/** Addresses that match no route: the whole page, shell included. */
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
