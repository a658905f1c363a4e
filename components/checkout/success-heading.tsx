"use client";

import { useEffect, useRef } from "react";
import { CircleCheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * The green check, title and line that open a paid order's view ("Payment Confirmed!", "Payment
 * Successful!"). The title takes the focus when it appears, so a screen reader announces the outcome.
 */
export function SuccessHeading({ title, body, titleClassName }: { title: string; body: string; titleClassName?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center text-center">
      <CircleCheckIcon className="size-14 text-brand-green" aria-hidden="true" />
      <h1 ref={heading} tabIndex={-1} className={cn("mt-3 text-3xl font-bold tracking-tight outline-none", titleClassName)}>
        {title}
      </h1>
      <p className="mt-2 text-muted-foreground">{body}</p>
    </div>
  );
}
