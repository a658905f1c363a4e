"use client";

import { useState } from "react";
import { PlayCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

type DemoVideoButtonProps = {
  /** A youtube-nocookie embed address. */
  videoUrl: string;
  product: string;
};

/** "Watch Demo Video": the player is only created once the visitor asks for it, so nothing loads from YouTube before. */
export function DemoVideoButton({ videoUrl, product }: DemoVideoButtonProps) {
  const [open, setOpen] = useState(false);
  const title = `${product} demo video`;
  return (
    <>
      <Button type="button" variant="outline" size="lg" onClick={() => setOpen(true)} data-testid="wizard-demo-video">
        <PlayCircleIcon aria-hidden="true" />
        Watch Demo Video
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="gap-3 p-4 sm:max-w-3xl sm:p-6">
          <DialogHeader className="text-left">
            <DialogTitle className="pr-8">Demo video</DialogTitle>
            <DialogDescription>{product} at work.</DialogDescription>
          </DialogHeader>
          {open ? (
            <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-brand-navy">
              <iframe
                src={`${videoUrl}?autoplay=1&rel=0`}
                title={title}
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
    </>
  );
}
