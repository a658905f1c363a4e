import Link from "@/components/ui/link";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { iconByName, USED_ICON_NAMES } from "./used-icons";

export const metadata = pageMetadata({
  title: "Icon Preview",
  description: "An internal page showing every lucide icon the site uses, each with its name, to check how they render.",
  path: "/icon-test",
  noIndex: true,
});

const ICONS = [...USED_ICON_NAMES]
  .sort((a, b) => a.localeCompare(b))
  .flatMap((name) => {
    const Icon = iconByName(name);
    return Icon ? [[name, Icon] as const] : [];
  });

/** The icon preview page (seed 001 §2 "Other pages"): every icon the site uses, with its name. */
export default function IconTestPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Icon Preview", path: "/icon-test" },
        ])}
      />
      <Link href="/" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        Home
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Icon Preview</h1>
      <p className="mt-2 text-muted-foreground">The {ICONS.length} lucide icons used across the site, at 24 px in the text colour.</p>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-label="Icons">
        {ICONS.map(([name, Icon]) => (
          <li
            key={name}
            className="flex flex-col items-center gap-3 rounded-lg border bg-card px-2 py-5 text-center"
            data-testid="icon-tile"
          >
            <Icon className="size-6 text-primary" aria-hidden />
            <code className="text-xs break-all text-muted-foreground">{name}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
