import type { BackgroundStyle } from "@/lib/settings/backgrounds";
import { cn } from "@/lib/utils";

/** A small picture of the home hero wearing the background: white heading on it, as visitors will see it. */
export function BackgroundPreview({ style, className }: { style: BackgroundStyle; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("flex aspect-[16/7] flex-col justify-end rounded-md bg-brand-navy p-3 text-white", className)}
      style={style}
    >
      <span className="text-[0.6rem] font-semibold tracking-wide text-white/85 uppercase">Safer • Stronger • Sustainable</span>
      <span className="text-sm leading-tight font-extrabold">Industrial cleaning power. Zero hazmat.</span>
    </div>
  );
}
