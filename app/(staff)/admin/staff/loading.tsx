import { StaffPageLoading } from "@/components/admin/staff-page-loading";

export default function StaffAccountsLoading() {
  return <StaffPageLoading label="Loading the staff accounts…" />;
}
