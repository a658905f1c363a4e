"use client";

import { StaffPageError } from "@/components/admin/staff-page-error";

export default function LotsError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <StaffPageError what="The lots" {...props} />;
}
