import { PACK_SIZE_INFO } from "@/lib/catalog/pack-sizes";
import { escapeXml, packshotAlt, packshotSvg, type PackshotInput } from "@/lib/images/packshot";
import { cn } from "@/lib/utils";

/**
 * A size's packshot drawn in the page itself, as the SVG that /packshots/{item number}.png is rendered
 * from (lib/images/packshot.ts). The product page opens on it: it is painted with the page's first paint,
 * needs no request of its own (3.2 kB more of the page's gzip, in its HTML and its data, against an 11 kB
 * WebP fetched beside the scripts), and stays sharp at every pixel density. Its ids are prefixed with
 * the item number, so that its gradients are its own on the page; the drawing is one image to assistive
 * technology, named like the packshot's alt text.
 */
export function PackshotDrawing({ input, className }: { input: PackshotInput; className?: string }) {
  const idPrefix = `packshot-${input.itemNumber.replace(/[^A-Za-z0-9-]/g, "_")}-`;
  const alt = escapeXml(packshotAlt(input.name, PACK_SIZE_INFO[input.size].label));
  const svg = packshotSvg(input, { idPrefix }).replace("<svg ", `<svg role="img" aria-label="${alt}" `);
  return (
    <span
      className={cn("block bg-white [&>svg]:block [&>svg]:h-auto [&>svg]:w-full", className)}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
