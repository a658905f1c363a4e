import { cn } from "@/lib/utils";

/**
 * One part of a staff record's page (an order, a lead) under its own h2: the page's h1 is the record.
 * Its id comes from the title unless given; `boxed` draws it as a panel of its own.
 */
export function StaffSection({
  title,
  id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`,
  boxed = false,
  className,
  children,
}: {
  title: string;
  id?: string;
  boxed?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn(boxed ? "rounded-lg border p-4" : "mt-8", className)}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
