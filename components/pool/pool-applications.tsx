import { Section } from "@/components/marketing/section";
import { POOL_ANCHORS, POOL_APPLICATIONS, POOL_APPLICATIONS_SECTION } from "@/lib/content/pool-spa";
import { ApplicationCard } from "./application-card";

/** The two applications; each card leads to its product. */
export function PoolApplications() {
  return (
    <Section
      id={POOL_ANCHORS.applications}
      headingId="pool-applications-heading"
      heading={POOL_APPLICATIONS_SECTION.heading}
      className="scroll-mt-28"
    >
      <p className="mt-2 max-w-2xl text-muted-foreground">{POOL_APPLICATIONS_SECTION.intro}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {POOL_APPLICATIONS.map((application) => (
          <ApplicationCard key={application.id} application={application} />
        ))}
      </div>
    </Section>
  );
}
