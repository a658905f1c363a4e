import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";

/** The PayPal tab of the seed's redirect flow: what happens next, and 'Pay $total with PayPal'. */
export function PayPalRedirectPanel({
  total,
  busy,
  disabled,
  onPay,
}: {
  total: string;
  busy: boolean;
  disabled: boolean;
  onPay: () => void;
}) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{CHECKOUT_TEXT.payPalRedirect}</p>
      <Button
        type="button"
        size="lg"
        className="h-12 w-full bg-[#ffc439] text-base font-semibold text-[#111827] hover:bg-[#f2b52e]"
        disabled={busy || disabled}
        aria-busy={busy}
        onClick={onPay}
        data-testid="paypal-pay"
      >
        {busy && <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />}
        Pay {total} with PayPal
      </Button>
    </div>
  );
}
