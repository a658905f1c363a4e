import { StaffPageLoading } from "@/components/admin/staff-page-loading";

export default function LotsLoading() {
  return <StaffPageLoading label="Loading the lots…" />;
}
