import { MailIcon, PackageIcon, TruckIcon } from "lucide-react";
import { TileGrid } from "@/components/marketing/tile-grid";
import { THANK_YOU_TEXT } from "@/lib/checkout/messages";

const ICONS = [PackageIcon, MailIcon, TruckIcon] as const;

/** 'What's Next?': Order Processing, Shipping Notification, Delivery (seed 001 §2). */
export function WhatsNext() {
  return (
    <section aria-labelledby="whats-next-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="whats-next-title" className="text-xl font-semibold">
        {THANK_YOU_TEXT.whatsNext}
      </h2>
      <TileGrid
        look="step"
        ordered
        items={THANK_YOU_TEXT.steps.map((step, index) => ({ title: step.title, text: step.body, icon: ICONS[index] ?? PackageIcon }))}
        className="mt-4 grid gap-4"
      />
    </section>
  );
}
