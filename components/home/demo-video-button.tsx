"use client";

import { useRef } from "react";
import dynamic from "next/dynamic";
import { PlayCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useDialogOnDemand } from "@/components/ui/use-dialog-on-demand";

// The dialog's code comes when the button is first pressed (or as the pointer comes near it, or it gets the focus).
const loadDialog = () => import("./demo-video-dialog").then((m) => m.DemoVideoDialog);
const DemoVideoDialog = dynamic(loadDialog, { ssr: false });

type DemoVideoButtonProps = {
  /** A youtube-nocookie embed address. */
  videoUrl: string;
  product: string;
};

/** "Watch Demo Video": the player is only created once the visitor asks for it, so nothing loads from YouTube before. */
export function DemoVideoButton({ videoUrl, product }: DemoVideoButtonProps) {
  const { open, setOpen, wanted, triggerProps } = useDialogOnDemand(loadDialog);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} type="button" variant="outline" size="lg" {...triggerProps} data-testid="wizard-demo-video">
        <PlayCircleIcon aria-hidden="true" />
        Watch Demo Video
      </Button>
      {wanted && <DemoVideoDialog videoUrl={videoUrl} product={product} open={open} onOpenChange={setOpen} returnFocusTo={button} />}
    </>
  );
}
