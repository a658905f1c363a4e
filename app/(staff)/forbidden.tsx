import { StaffOnly } from "@/components/staff/staff-only";

/** A staff page refused to this visitor (lib/admin/page-guard.ts called forbidden()): answered with 403. */
export default function StaffForbidden() {
  return <StaffOnly />;
}
