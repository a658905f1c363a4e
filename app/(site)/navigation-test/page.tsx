import Link from "@/components/ui/link";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Navigation Test",
  description: "An internal page listing the main routes of the site, used to check that each one opens.",
  path: "/navigation-test",
  noIndex: true,
});

/** The routes of seed 001 §2 "Other pages", in the seed's order. */
const TEST_LINKS = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/products", label: "Products" },
  { href: "/grill-cleaning", label: "Grill cleaning" },
  { href: "/grill-demo", label: "Grill demo" },
  { href: "/brewery-cleaning", label: "Brewery cleaning" },
  { href: "/brewery-case-studies", label: "Brewery case studies" },
  { href: "/restaurant-cleaning", label: "Restaurant cleaning" },
  { href: "/restaurants", label: "Restaurants" },
  { href: "/convenience-store", label: "Convenience store" },
  { href: "/pool-spa", label: "Pool & spa" },
  { href: "/hvac", label: "HVAC" },
  { href: "/marine", label: "Marine" },
  { href: "/water-technologies", label: "Water technologies" },
  { href: "/agriculture", label: "Agriculture" },
  { href: "/privacy-policy", label: "Privacy policy" },
] as const;

export default function NavigationTestPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight">Navigation Test</h1>
      <p className="mt-3 text-muted-foreground">
        Every main route of the site, one link each. Open them in turn to check that each page loads.
      </p>
      <nav aria-labelledby="navigation-test-links" className="mt-8">
        <h2 id="navigation-test-links" className="text-xl font-semibold">
          Site routes ({TEST_LINKS.length})
        </h2>
        <ol className="mt-4 divide-y rounded-xl border bg-card">
          {TEST_LINKS.map((link) => (
            <li key={link.href}>
              {/* Not prefetched: the point is to load each route for real. */}
              <Link
                href={link.href}
                prefetch={false}
                className="flex items-baseline justify-between gap-4 px-4 py-3 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
              >
                <span className="font-medium text-primary">{link.label}</span>
                <code className="shrink-0 text-sm whitespace-nowrap text-muted-foreground">{link.href}</code>
              </Link>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
