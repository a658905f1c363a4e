"use client";

import { StaffPageError } from "@/components/admin/staff-page-error";

/** The inbox or a ticket could not be read. */
export default function TicketsError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <StaffPageError what="The support tickets" {...props} />;
}
