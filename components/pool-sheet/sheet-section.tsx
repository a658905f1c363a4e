/** One titled block of the printable technical data sheet; never split across printed pages. */
export function SheetSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="break-inside-avoid">
      <h2 className="border-b border-primary/30 pb-1 text-base font-bold tracking-wide text-primary uppercase print:border-black print:text-black">
        {title}
      </h2>
      <div className="mt-3 text-sm leading-relaxed">{children}</div>
    </section>
  );
}
