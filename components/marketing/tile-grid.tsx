import type { LucideIcon } from "lucide-react";
import { CONTENT_ICONS, type ContentIconName } from "./content-icons";

/** A tile: its icon (a lucide icon, or the name the content gives it), title and sentence. */
export type Tile = { icon?: LucideIcon | ContentIconName; title: string; text: string };

type Look = { item: string; icon: string; title: string; text: string; badge?: string; titleTag?: "p" };

const CARD = "rounded-xl border bg-card shadow-xs";
const CHECK = "mt-0.5 size-5 shrink-0 text-brand-green";
const MUTED = "text-sm text-muted-foreground";

/**
 * How a tile shows: its icon above the title ("card", "compact", "badge", "on-dark") or beside the words (the
 * rest); "badge", "step" and "numbered" set the icon (or the step's number) in a coloured disc or square.
 */
const LOOKS = {
  card: { item: `${CARD} p-6`, icon: "size-8 text-brand-green", title: "mt-4 font-semibold", text: `mt-2 ${MUTED}` },
  compact: { item: `${CARD} p-5`, icon: "size-8 text-brand-green", title: "mt-3 font-semibold", text: `mt-1.5 ${MUTED}` },
  badge: {
    item: `${CARD} p-6`,
    badge: "inline-flex size-11 items-center justify-center rounded-lg bg-brand-green-soft text-brand-green",
    icon: "size-6",
    title: "mt-4 text-lg font-semibold",
    text: `mt-2 ${MUTED}`,
  },
  "on-dark": { item: "", icon: "size-7 text-brand-amber", title: "mt-3 font-semibold", text: "mt-1 text-sm opacity-90" },
  check: { item: "flex gap-3", icon: CHECK, title: "font-semibold", text: `mt-1 ${MUTED}`, titleTag: "p" },
  "check-card": { item: `flex gap-3 ${CARD} p-6`, icon: CHECK, title: "font-semibold", text: `mt-1 ${MUTED}` },
  "check-aside": { item: "flex gap-3", icon: CHECK, title: "font-medium", text: MUTED, titleTag: "p" },
  step: {
    item: "flex gap-3",
    badge: "flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary",
    icon: "size-4",
    title: "font-medium",
    text: MUTED,
  },
  numbered: {
    item: `flex gap-4 ${CARD} p-4 sm:p-5`,
    badge: "flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground",
    icon: "",
    title: "font-semibold",
    text: `mt-1 ${MUTED}`,
  },
} as const satisfies Record<string, Look>;

type TileLook = keyof typeof LOOKS;
const INLINE: ReadonlySet<TileLook> = new Set(["check", "check-card", "check-aside", "step", "numbered"]);

function Marker({ look, Icon, index }: { look: TileLook; Icon?: LucideIcon; index: number }) {
  const style: Look = LOOKS[look];
  if (look === "numbered") {
    return (
      <span aria-hidden="true" className={style.badge}>
        {index + 1}
      </span>
    );
  }
  if (!Icon) return null;
  const icon = <Icon className={style.icon} aria-hidden />;
  return style.badge ? <span className={style.badge}>{icon}</span> : icon;
}

/**
 * Benefits, reasons or steps: each an icon (or its number), a short title and the sentence behind it. The
 * grid's columns and spacing are the page's (`className`).
 */
export function TileGrid({
  look,
  items,
  icon,
  ordered = false,
  className,
}: {
  look: TileLook;
  items: readonly Tile[];
  /** The icon of every tile that names none (the check mark of a list of reasons). */
  icon?: LucideIcon;
  /** An ordered list: steps. */
  ordered?: boolean;
  className?: string;
}) {
  const style: Look = LOOKS[look];
  const List = ordered ? "ol" : "ul";
  const Title = style.titleTag ?? "h3";
  return (
    <List className={className}>
      {items.map((item, index) => {
        const words = (
          <>
            <Title className={style.title}>{item.title}</Title>
            <p className={style.text}>{item.text}</p>
          </>
        );
        return (
          <li key={item.title} className={style.item || undefined}>
            <Marker look={look} Icon={typeof item.icon === "string" ? CONTENT_ICONS[item.icon] : (item.icon ?? icon)} index={index} />
            {INLINE.has(look) ? <div>{words}</div> : words}
          </li>
        );
      })}
    </List>
  );
}
