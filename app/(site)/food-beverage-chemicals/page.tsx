import { IndustryLanding } from "@/components/industry/industry-landing";
import { FOOD_BEVERAGE } from "@/lib/content/industries";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: FOOD_BEVERAGE.seo.title,
  description: FOOD_BEVERAGE.seo.description,
  path: FOOD_BEVERAGE.path,
  keywords: [...FOOD_BEVERAGE.seo.keywords],
});

export default function FoodBeverageChemicalsPage() {
  return <IndustryLanding industry={FOOD_BEVERAGE} />;
}
