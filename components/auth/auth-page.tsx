/** The frame of the account pages: a heading, a short line, the form on a card, links below. */
export function AuthPage({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <section className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
        {description && <div className="mt-2 text-muted-foreground">{description}</div>}
        <div className="mt-6 rounded-xl border bg-card p-5 shadow-sm sm:p-6">{children}</div>
        {footer && <div className="mt-6 grid gap-2 text-sm text-muted-foreground">{footer}</div>}
      </div>
    </section>
  );
}
