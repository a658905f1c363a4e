"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** The demo's player in a dialog (components/home/demo-video-button.tsx loads this when first pressed). */
export function DemoVideoDialog({
  videoUrl,
  product,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  /** A youtube-nocookie embed address. */
  videoUrl: string;
  product: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, which gets the focus back. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="gap-3 p-4 sm:max-w-3xl sm:p-6"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader className="text-left">
          <DialogTitle className="pr-8">Demo video</DialogTitle>
          <DialogDescription>{product} at work.</DialogDescription>
        </DialogHeader>
        {open ? (
          <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-brand-navy">
            <iframe
              src={`${videoUrl}?autoplay=1&rel=0`}
              title={`${product} demo video`}
              className="absolute inset-0 size-full border-0"
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
              data-testid="wizard-demo-iframe"
            />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
