import { HeartHandshakeIcon } from "lucide-react";
import { ShopReturnLink } from "@/components/cart/shop-return-link";
import { Button } from "@/components/ui/button";
import { THANK_YOU_TEXT } from "@/lib/checkout/messages";

/** The thanks without a stored order: after a reload, or reached directly. */
export function GenericThankYou() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center" data-testid="thank-you-generic">
      <HeartHandshakeIcon className="size-14 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{THANK_YOU_TEXT.genericTitle}</h1>
      <p className="max-w-xl text-muted-foreground">{THANK_YOU_TEXT.genericBody}</p>
      <Button asChild size="lg">
        <ShopReturnLink>{THANK_YOU_TEXT.continueShopping}</ShopReturnLink>
      </Button>
    </div>
  );
}
