"use client";

import { useState } from "react";

/**
 * A dialog whose code is fetched when its button is first pressed, or earlier, as the pointer comes near
 * the button or it gets the focus, so that it is there at the press. `wanted` says whether to render the
 * loaded dialog at all; `triggerProps` go on the button.
 */
export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerProps = {
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => {
      setWanted(true);
      setOpen(true);
    },
  };
  return { open, setOpen, wanted, triggerProps };
}
