"use client";

import { StaffPageError } from "@/components/admin/staff-page-error";

/** The staff accounts could not be read. */
export default function StaffAccountsError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <StaffPageError what="The staff accounts" {...props} />;
}
