"use client";

import { Button } from "@/components/ui/button";
import { useFinder } from "@/components/finder/finder-provider";

export function OpenFinderButton({ children = "Application Finder", ...props }: Omit<React.ComponentProps<typeof Button>, "onClick">) {
  const { openFinder } = useFinder();
  return (
    <Button type="button" onClick={openFinder} {...props}>
      {children}
    </Button>
  );
}
