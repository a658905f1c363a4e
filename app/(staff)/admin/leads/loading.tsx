import { StaffPageLoading } from "@/components/admin/staff-page-loading";

export default function LeadsLoading() {
  return <StaffPageLoading label="Loading the leads…" />;
}
