import { StaffPageLoading } from "@/components/admin/staff-page-loading";

export default function TicketsLoading() {
  return <StaffPageLoading label="Loading the support tickets…" />;
}
