"use client";

import { useEffect, useState } from "react";
import { FlaskConicalIcon } from "lucide-react";
import { WIZARD_LOADING_MESSAGES, WIZARD_MESSAGE_MS } from "@/lib/content/wizard";

/**
 * The wizard's "thinking" view. The parent decides when it ends (3 s); this only rotates the message.
 * With reduced motion the icon stays still, but the timing and messages are the same.
 */
export function WizardLoading() {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % WIZARD_LOADING_MESSAGES.length), WIZARD_MESSAGE_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="wizard-loading"
      className="flex min-h-64 flex-col items-center justify-center gap-5 rounded-xl border bg-card p-8 text-center"
    >
      <span className="relative flex size-20 items-center justify-center">
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-full border-4 border-primary/20 border-t-primary motion-safe:animate-spin"
        />
        <FlaskConicalIcon className="size-8 text-primary motion-safe:animate-pulse" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold" data-testid="wizard-loading-message">
        {WIZARD_LOADING_MESSAGES[index]}
      </p>
    </div>
  );
}
