import type { RestaurantStat } from "@/lib/content/restaurants";

/** The navy hero of the restaurant pages: h1, intro, the page's buttons and optional figures. */
export function RestaurantHero({
  id,
  eyebrow,
  heading,
  intro,
  stats,
  children,
}: {
  /** Id of the h1, which names the section. */
  id: string;
  eyebrow: string;
  heading: string;
  intro: string;
  stats?: readonly RestaurantStat[];
  /** The buttons. */
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-gradient-to-br from-brand-navy to-primary text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
        <p className="text-sm font-semibold tracking-wide text-white/85 uppercase">{eyebrow}</p>
        <h1 id={id} className="mt-3 max-w-4xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {heading}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90">{intro}</p>
        <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">{children}</div>
        {stats?.length ? (
          <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-xl border border-white/20 bg-white/10 px-4 py-4">
                <dt className="text-sm text-white/85">{stat.label}</dt>
                <dd className="order-first text-2xl font-bold sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
