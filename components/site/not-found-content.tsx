import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { siteConfig } from "@/lib/site-config";

/** What a visitor sees at an address that leads nowhere; inside the site's header and footer. */
export function NotFoundContent() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">We couldn’t find that page</h1>
      <p className="mt-4 text-muted-foreground">
        The address may be mistyped, or the page has moved. Start from the home page, or let the product finder point you to the right
        cleaner.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/">Go to the home page</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/#wizard">Open the product finder</Link>
        </Button>
      </div>
      <p className="mt-8 text-sm text-muted-foreground">
        Or call us at{" "}
        <a className="font-medium text-primary underline-offset-4 hover:underline" href={siteConfig.phone.href}>
          {siteConfig.phone.display}
        </a>
        , {siteConfig.hoursShort}.
      </p>
    </div>
  );
}
