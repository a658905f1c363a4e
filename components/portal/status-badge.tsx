import { cn } from "@/lib/utils";
import type { StatusTone } from "@/lib/portal/status";

// Soft backgrounds with dark text: readable (axe contrast) and still the seed's green, blue, yellow, gray.
const TONES: Record<StatusTone, string> = {
  green: "border-green-300 bg-green-100 text-green-900",
  blue: "border-blue-300 bg-blue-100 text-blue-900",
  yellow: "border-yellow-300 bg-yellow-100 text-yellow-900",
  gray: "border-gray-300 bg-gray-100 text-gray-800",
};

export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span
      data-tone={tone}
      className={cn("inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", TONES[tone])}
    >
      {label}
    </span>
  );
}
