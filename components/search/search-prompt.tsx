import Link from "@/components/ui/link";

/** Searches that show what the box takes, for a visitor who has not typed anything yet. */
const EXAMPLES = ["descaler", "marine", "beer line", "TZ-MD-101"] as const;

/** /search without a query: what to type, not an error. */
export function SearchPrompt() {
  return (
    <div className="mt-6 text-muted-foreground">
      <p>Type a product name, an item number, an application or an industry.</p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        For example:
        {EXAMPLES.map((example) => (
          <Link
            key={example}
            href={`/search?q=${encodeURIComponent(example)}`}
            className="rounded-full border px-3 py-1 text-foreground hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
          >
            {example}
          </Link>
        ))}
      </p>
    </div>
  );
}
