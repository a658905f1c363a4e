/** The look of a pool header item, shared by links, buttons and the menu trigger so they line up. */
export const poolNavItemClass =
  "inline-flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-foreground/90 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none data-[state=open]:bg-accent";
