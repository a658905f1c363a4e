import { Skeleton } from "@/components/ui/skeleton";

/** While a staff list or one of its records is read: the page's shape, and `label` for screen readers ("Loading the tickets…"). */
export function StaffPageLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-9 w-40" />
      <Skeleton className="mt-3 h-5 w-full max-w-2xl" />
      <Skeleton className="mt-6 h-40 w-full" />
      <div className="mt-6 space-y-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    </div>
  );
}
