import Link from "@/components/ui/link";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

const KINDS = {
  amber: { variant: "default", className: "bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90" },
  secondary: { variant: "secondary", className: undefined },
  // Outlined, on a navy, primary or navy-to-primary band.
  "on-navy": {
    variant: "outline",
    className:
      "border-brand-navy-foreground/40 bg-transparent text-brand-navy-foreground hover:bg-brand-navy-foreground/10 hover:text-brand-navy-foreground",
  },
  "on-primary": {
    variant: "outline",
    className:
      "border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground",
  },
  "on-dark": { variant: "outline", className: "border-white/50 bg-transparent text-white hover:bg-white/10 hover:text-white" },
} as const;

/**
 * A large button that is a link: to a section of the page ("#id", a plain link) or to another page. Its
 * icon, if any, comes before the words.
 */
export function ActionLink({
  href,
  kind,
  icon: Icon,
  children,
}: {
  href: string;
  kind: keyof typeof KINDS;
  icon?: LucideIcon;
  children: React.ReactNode;
}) {
  const { variant, className } = KINDS[kind];
  const content = (
    <>
      {Icon ? <Icon aria-hidden /> : null}
      {children}
    </>
  );
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      {href.startsWith("/") ? <Link href={href}>{content}</Link> : <a href={href}>{content}</a>}
    </Button>
  );
}
