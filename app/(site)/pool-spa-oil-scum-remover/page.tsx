import { ProductSheet } from "@/components/pool-sheet/product-sheet";
import { POOL_SHEETS } from "@/lib/content/pool-sheets";
import { pageMetadata } from "@/lib/seo/metadata";

const sheet = POOL_SHEETS["TZ-PS-102"];

export const metadata = pageMetadata({ ...sheet.seo, path: sheet.path });

export default function PoolSpaOilScumRemoverPage() {
  return <ProductSheet itemNumber={sheet.itemNumber} />;
}
