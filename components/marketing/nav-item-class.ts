const ITEM =
  "inline-flex cursor-pointer items-center gap-1 rounded-md py-2 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:outline-none";
const ON_LIGHT = "text-foreground/90 hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/70 data-[state=open]:bg-accent";

/**
 * The look of a header item, one per header, shared by its links, buttons and menu triggers so that they line
 * up: the main site's, the pool sub-site's, and the brewery sub-site's on its dark bar.
 */
export const NAV_ITEM_CLASS = {
  site: `${ITEM} px-2.5 whitespace-nowrap ${ON_LIGHT}`,
  pool: `${ITEM} px-3 ${ON_LIGHT}`,
  brewery: `${ITEM} px-2 whitespace-nowrap lg:px-2.5 text-brand-navy-foreground/90 hover:bg-white/10 hover:text-brand-navy-foreground focus-visible:ring-brand-amber data-[state=open]:bg-white/10`,
} as const;
