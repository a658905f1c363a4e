"use client";

import { StaffPageError } from "@/components/admin/staff-page-error";

export default function LeadsError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <StaffPageError what="The leads" {...props} />;
}
