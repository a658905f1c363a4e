import { MailIcon, PackageIcon, TruckIcon } from "lucide-react";
import { THANK_YOU_TEXT } from "@/lib/checkout/messages";

const ICONS = [PackageIcon, MailIcon, TruckIcon] as const;

/** 'What's Next?': Order Processing, Shipping Notification, Delivery (seed 001 §2). */
export function WhatsNext() {
  return (
    <section aria-labelledby="whats-next-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="whats-next-title" className="text-xl font-semibold">
        {THANK_YOU_TEXT.whatsNext}
      </h2>
      <ol className="mt-4 grid gap-4">
        {THANK_YOU_TEXT.steps.map((step, index) => {
          const Icon = ICONS[index] ?? PackageIcon;
          return (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-medium">{step.title}</h3>
                <p className="text-sm text-muted-foreground">{step.body}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
