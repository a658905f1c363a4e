import { JsonLd } from "@/components/seo/json-ld";
import { PolicyArticle } from "@/components/policy/policy-article";
import { TERMS_DESCRIPTION, TERMS_EFFECTIVE_DATE, TERMS_INTRO, TERMS_PATH, TERMS_SECTIONS } from "@/lib/content/terms-of-sale";
import { breadcrumbJsonLd, webPageJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

const TITLE = "Terms of Sale";

export const metadata = pageMetadata({ title: TITLE, description: TERMS_DESCRIPTION, path: TERMS_PATH });

export default function TermsOfSalePage() {
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: TITLE, path: TERMS_PATH },
          ]),
          webPageJsonLd({ name: TITLE, description: TERMS_DESCRIPTION, path: TERMS_PATH, datePublished: TERMS_EFFECTIVE_DATE }),
        ]}
      />
      <PolicyArticle title={TITLE} effectiveDate={TERMS_EFFECTIVE_DATE} intro={TERMS_INTRO} sections={TERMS_SECTIONS} idPrefix="terms" />
    </>
  );
}
