import type { Metadata } from "next";
import { ImageManager } from "@/components/images/image-manager";
import { staffPageUser } from "@/lib/admin/page-guard";
import { STOCK_PROVIDERS } from "@/lib/images/stock";
import { providerKey } from "@/lib/images/stock-server";

export const metadata: Metadata = { title: "Image Management Center", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default async function ImageManagerPage() {
  await staffPageUser("/image-manager", "content");
  // Only whether a key exists reaches the browser, never the key.
  const configured = Object.fromEntries(STOCK_PROVIDERS.map((p) => [p, Boolean(providerKey(p))])) as Record<
    (typeof STOCK_PROVIDERS)[number],
    boolean
  >;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Image Management Center</h1>
      <p className="mt-2 text-muted-foreground">Upload, find and import images once, then use them on every site.</p>
      <div className="mt-8">
        <ImageManager configured={configured} />
      </div>
    </>
  );
}
