import type { Metadata } from "next";
import { BackgroundSelector } from "@/components/backgrounds/background-selector";
import { staffPageUser } from "@/lib/admin/page-guard";
import { listImages } from "@/lib/images/library";
import { readHeroBackground } from "@/lib/settings/hero-background";

export const metadata: Metadata = { title: "Hero Background", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default async function BackgroundSelectorPage() {
  await staffPageUser("/background-selector", "content");
  const [current, images] = [await readHeroBackground(), await listImages()];
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Hero Background</h1>
      <p className="mt-2 text-muted-foreground">
        Choose what the home page&apos;s hero shows behind its heading. Visitors see the change on their next visit.
      </p>
      <div className="mt-8">
        <BackgroundSelector current={current} images={images} />
      </div>
    </>
  );
}
