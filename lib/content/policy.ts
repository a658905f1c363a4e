// The building blocks of the policy pages (shipping and returns, terms of sale): sections of paragraphs
// and lists whose text may hold links to other pages. components/policy/policy-article.tsx renders them.

export type PolicyLink = { label: string; href: string };
/** Plain text, or text with links in it. */
export type PolicyText = string | readonly (string | PolicyLink)[];
export type PolicyListItem = { term?: string; text: PolicyText };
export type PolicyBlock = { kind: "paragraph"; text: PolicyText } | { kind: "list"; items: readonly PolicyListItem[] };
export type PolicySection = { id: string; heading: string; blocks: readonly PolicyBlock[] };

export const paragraph = (...parts: (string | PolicyLink)[]): PolicyBlock => ({
  kind: "paragraph",
  text: parts.length === 1 && typeof parts[0] === "string" ? parts[0] : parts,
});
export const list = (...items: PolicyListItem[]): PolicyBlock => ({ kind: "list", items });
export const link = (label: string, href: string): PolicyLink => ({ label, href });

/** The words of a text, links by their label: for the structured data and the tests. */
export function plainText(text: PolicyText): string {
  return typeof text === "string" ? text : text.map((part) => (typeof part === "string" ? part : part.label)).join("");
}

/** Every word of the sections, in order: headings, paragraphs and list items. */
export function sectionsText(sections: readonly PolicySection[]): string {
  return sections
    .flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) =>
        block.kind === "paragraph"
          ? [plainText(block.text)]
          : block.items.map((item) => (item.term ? `${item.term}: ${plainText(item.text)}` : plainText(item.text))),
      ),
    ])
    .join("\n");
}
