import { StaffPageLoading } from "@/components/admin/staff-page-loading";

export default function QuotesLoading() {
  return <StaffPageLoading label="Loading the quotes…" />;
}
