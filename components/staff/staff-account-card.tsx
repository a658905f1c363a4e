/** One fact of a card, as "Role: Sales". */
export type StaffAccountDetail = { term: string; value: React.ReactNode };

/** A staff member or an invitation on the owner's page: who, a badge, the address, the facts, and the owner's actions under them. */
export function StaffAccountCard({
  testId,
  name,
  badge,
  email,
  details,
  actions,
}: {
  testId: string;
  name: React.ReactNode;
  badge: React.ReactNode;
  email: string;
  details: StaffAccountDetail[];
  actions: React.ReactNode;
}) {
  return (
    <li data-testid={testId} className="grid gap-4 rounded-lg border p-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {badge}
        </p>
        <p className="text-sm break-all text-muted-foreground">{email}</p>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
          {details.map((detail) => (
            <div key={detail.term} className="flex gap-1">
              <dt className="text-muted-foreground">{detail.term}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {actions}
    </li>
  );
}
