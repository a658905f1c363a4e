import { StaffPageLoading } from "@/components/admin/staff-page-loading";

export default function QuoteLoading() {
  return <StaffPageLoading label="Loading the quote…" />;
}
