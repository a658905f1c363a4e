import { ProductSheet } from "@/components/pool-sheet/product-sheet";
import { POOL_SHEETS } from "@/lib/content/pool-sheets";
import { pageMetadata } from "@/lib/seo/metadata";

const sheet = POOL_SHEETS["TZ-PS-102"];

export const metadata = pageMetadata({ ...sheet.seo, path: sheet.path });

// The facts come from the database: remade when staff change them, and at most every 5 minutes.
export const revalidate = 300;

export default function PoolSpaOilScumRemoverPage() {
  return <ProductSheet itemNumber={sheet.itemNumber} />;
}
