import { POOL_ANCHORS, POOL_APPLICATIONS, POOL_APPLICATIONS_SECTION } from "@/lib/content/pool-spa";
import { ApplicationCard } from "./application-card";

/** The two applications; each card leads to its product. */
export function PoolApplications() {
  return (
    <section
      id={POOL_ANCHORS.applications}
      aria-labelledby="pool-applications-heading"
      className="mx-auto max-w-7xl scroll-mt-28 px-4 py-16"
    >
      <h2 id="pool-applications-heading" className="text-3xl font-bold tracking-tight">
        {POOL_APPLICATIONS_SECTION.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">{POOL_APPLICATIONS_SECTION.intro}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {POOL_APPLICATIONS.map((application) => (
          <ApplicationCard key={application.id} application={application} />
        ))}
      </div>
    </section>
  );
}
