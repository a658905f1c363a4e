"use client";

import * as React from "react";
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

/**
 * App-wide toaster, configured per the product spec: one toast visible at a
 * time, 5 s, F8 to focus the region, swipe right to dismiss, max 420 px wide,
 * rich colours taken from the theme tokens in app/globals.css.
 */
function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      className="toaster group"
      position="top-right"
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      richColors
      closeButton
      icons={{
        success: <CircleCheckIcon className="size-4" aria-hidden="true" />,
        info: <InfoIcon className="size-4" aria-hidden="true" />,
        warning: <TriangleAlertIcon className="size-4" aria-hidden="true" />,
        error: <OctagonXIcon className="size-4" aria-hidden="true" />,
        loading: <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />,
      }}
      style={
        {
          "--width": "min(420px, calc(100vw - 32px))",
          "--border-radius": "var(--radius)",
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--success-bg": "var(--brand-green-soft)",
          "--success-text": "var(--brand-green)",
          "--success-border": "color-mix(in oklch, var(--brand-green) 35%, transparent)",
          "--info-bg": "var(--secondary)",
          "--info-text": "var(--primary)",
          "--info-border": "color-mix(in oklch, var(--primary) 25%, transparent)",
          "--warning-bg": "var(--brand-amber-soft)",
          "--warning-text": "var(--brand-amber-foreground)",
          "--warning-border": "color-mix(in oklch, var(--brand-amber) 60%, transparent)",
          "--error-bg": "var(--destructive-soft)",
          "--error-text": "var(--destructive)",
          "--error-border": "color-mix(in oklch, var(--destructive) 30%, transparent)",
          fontFamily: "inherit",
          ...style,
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

// sonner's own `toast` comes with the toaster, for components/ui/toast.ts, which loads both at once.
export { Toaster, toast };
