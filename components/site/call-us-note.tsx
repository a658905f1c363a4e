import { siteConfig } from "@/lib/site-config";

/** "Or call 800-… (hours)." under a page's way out, for visitors whose link or request went nowhere. */
export function CallUsNote() {
  return (
    <p className="mt-4 text-sm text-muted-foreground">
      Or call{" "}
      <a href={siteConfig.phone.href} className="font-medium text-primary underline-offset-4 hover:underline">
        {siteConfig.phone.display}
      </a>{" "}
      ({siteConfig.hours}).
    </p>
  );
}
