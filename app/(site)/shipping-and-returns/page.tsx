import { JsonLd } from "@/components/seo/json-ld";
import { PolicyArticle } from "@/components/policy/policy-article";
import {
  SHIPPING_HIGHLIGHTS,
  SHIPPING_RETURNS_DESCRIPTION,
  SHIPPING_RETURNS_EFFECTIVE_DATE,
  SHIPPING_RETURNS_INTRO,
  SHIPPING_RETURNS_PATH,
  SHIPPING_RETURNS_SECTIONS,
} from "@/lib/content/shipping-returns";
import { breadcrumbJsonLd, webPageJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

const TITLE = "Shipping and Returns";

export const metadata = pageMetadata({ title: TITLE, description: SHIPPING_RETURNS_DESCRIPTION, path: SHIPPING_RETURNS_PATH });

export default function ShippingAndReturnsPage() {
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: TITLE, path: SHIPPING_RETURNS_PATH },
          ]),
          webPageJsonLd({
            name: TITLE,
            description: SHIPPING_RETURNS_DESCRIPTION,
            path: SHIPPING_RETURNS_PATH,
            datePublished: SHIPPING_RETURNS_EFFECTIVE_DATE,
          }),
        ]}
      />
      <PolicyArticle
        title={TITLE}
        effectiveDate={SHIPPING_RETURNS_EFFECTIVE_DATE}
        intro={SHIPPING_RETURNS_INTRO}
        sections={SHIPPING_RETURNS_SECTIONS}
        idPrefix="shipping"
      >
        <ul aria-label="At a glance" className="mt-8 grid gap-3 sm:grid-cols-2">
          {SHIPPING_HIGHLIGHTS.map((highlight) => (
            <li key={highlight.title} className="rounded-xl border border-brand-green/30 bg-brand-green-soft p-4">
              <p className="font-semibold text-brand-green">{highlight.title}</p>
              <p className="mt-1 text-sm">{highlight.text}</p>
            </li>
          ))}
        </ul>
      </PolicyArticle>
    </>
  );
}
