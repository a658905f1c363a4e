/** The look of a header item, shared by links and buttons so they line up. */
export const navItemClass =
  "inline-flex cursor-pointer items-center gap-1 rounded-md px-2.5 py-2 text-sm whitespace-nowrap font-medium text-foreground/90 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none data-[state=open]:bg-accent";
