import type { Metadata } from "next";
import { NotFoundContent } from "@/components/site/not-found-content";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

/** A page of the site that calls notFound(): the (site) layout already draws the header and footer. */
export default function NotFound() {
  return <NotFoundContent />;
}
