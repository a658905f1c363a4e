import { ShoppingCartIcon } from "lucide-react";
import { ShopReturnLink } from "@/components/cart/shop-return-link";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";

/** 'Loading checkout...' and the other waits of the page, announced politely. */
export function CheckoutWaiting({ text = CHECKOUT_TEXT.loading }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-8" aria-hidden="true" role="presentation" aria-label={undefined} />
      <p className="text-lg">{text}</p>
    </div>
  );
}

export function EmptyCart() {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center" data-testid="checkout-empty">
      <ShoppingCartIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{CHECKOUT_TEXT.emptyTitle}</h1>
      <p className="text-muted-foreground">{CHECKOUT_TEXT.emptyBody}</p>
      <Button asChild size="lg">
        <ShopReturnLink>{CHECKOUT_TEXT.continueShopping}</ShopReturnLink>
      </Button>
    </div>
  );
}

export function CartLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{CHECKOUT_TEXT.cartLoadFailed}</h1>
      <Button type="button" size="lg" onClick={onRetry}>
        {CHECKOUT_TEXT.tryAgain}
      </Button>
    </div>
  );
}
