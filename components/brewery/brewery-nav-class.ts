/** The look of a brewery header item on its dark bar, shared by links, buttons and menu triggers. */
export const breweryNavItemClass =
  "inline-flex cursor-pointer items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap lg:px-2.5 text-brand-navy-foreground/90 transition-colors hover:bg-white/10 hover:text-brand-navy-foreground focus-visible:ring-[3px] focus-visible:ring-brand-amber focus-visible:outline-none data-[state=open]:bg-white/10";

/** Height of the sticky brewery header plus a little air, for scrolling to sections. */
export const BREWERY_HEADER_OFFSET_PX = 80;
