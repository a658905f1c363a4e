import Link from "@/components/ui/link";
import type { ProductOffer } from "@/lib/catalog/offer";
import { cn } from "@/lib/utils";

/** A recommended product's name as a link to its page. */
export function ProductNameLink({
  offer,
  className,
  onClick,
  children,
}: {
  offer: Pick<ProductOffer, "href" | "name">;
  className?: string;
  /** For a link inside a dialog: close it as the page changes. */
  onClick?: () => void;
  /** The text, when it is not just the name. */
  children?: React.ReactNode;
}) {
  return (
    <Link
      href={offer.href}
      onClick={onClick}
      data-testid="product-link"
      className={cn(
        "rounded-sm underline decoration-current/40 underline-offset-4 outline-none hover:decoration-current focus-visible:ring-[3px] focus-visible:ring-ring/70",
        className,
      )}
    >
      {children ?? offer.name}
    </Link>
  );
}
