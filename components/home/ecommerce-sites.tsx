import { ExternalLinkIcon } from "lucide-react";
import { ECOMMERCE_SITES } from "@/lib/content/navigation";

export function EcommerceSites() {
  return (
    <section aria-labelledby="shops-heading" className="bg-muted/50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="shops-heading" className="text-3xl font-bold tracking-tight">
          E-Commerce Sites
        </h2>
        <p className="mt-2 text-muted-foreground">Order online from the shops dedicated to these industries.</p>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {ECOMMERCE_SITES.map((site) => (
            <a
              key={site.key}
              href={site.href}
              target="_blank"
              rel="noopener noreferrer"
              className="group rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
            >
              <span className="flex items-center justify-between text-lg font-semibold">
                {site.label}
                <ExternalLinkIcon className="size-5 text-muted-foreground group-hover:text-primary" aria-label="(opens in a new tab)" />
              </span>
              <span className="mt-2 block text-sm text-muted-foreground">{site.description}</span>
              <span className="mt-4 block text-sm font-medium text-primary">{new URL(site.href).host}</span>
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
