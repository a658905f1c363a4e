import { RememberShopPage } from "@/components/cart/remember-shop-page";
import { ContactBlock } from "@/components/marketing/contact-block";
import { CtaBand } from "@/components/marketing/cta-band";
import { FaqList } from "@/components/marketing/faq-list";
import { Section } from "@/components/marketing/section";
import { CompareButton } from "@/components/pool/compare-button";
import { PaymentNotice } from "@/components/pool/payment-notice";
import { PoolApplications } from "@/components/pool/pool-applications";
import { PoolArticle } from "@/components/pool/pool-article";
import { PoolContactForm } from "@/components/pool/pool-contact-form";
import { PoolHero } from "@/components/pool/pool-hero";
import { PoolHighlightProvider } from "@/components/pool/pool-highlight-provider";
import { PoolProductsSection } from "@/components/pool/pool-products-section";
import { PoolWhyChoose } from "@/components/pool/pool-why-choose";
import { JsonLd } from "@/components/seo/json-ld";
import { POOL_ANCHORS, POOL_COMPARE_SECTION, POOL_CONTACT, POOL_FAQS, POOL_SEO, POOL_SPA_PATH } from "@/lib/content/pool-spa";
import { breadcrumbJsonLd, faqJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: POOL_SEO.title,
  description: POOL_SEO.description,
  path: POOL_SPA_PATH,
  keywords: [...POOL_SEO.keywords],
});

/**
 * Breadcrumb and FAQs. The two bottles the page lists carry their Product markup on their own sheets
 * (/pool-spa-descaler, /pool-spa-oil-scum-remover): a list of products is not a product page.
 */
function structuredData(): JsonLdObject[] {
  return [
    breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Pool & Spa", path: POOL_SPA_PATH },
    ]),
    faqJsonLd([...POOL_FAQS]),
  ];
}

export default function PoolSpaPage() {
  return (
    <>
      <JsonLd data={structuredData()} />
      <RememberShopPage />
      <PaymentNotice />
      <PoolHero />
      <PoolHighlightProvider>
        <PoolApplications />
        <PoolProductsSection />
      </PoolHighlightProvider>
      <PoolWhyChoose />
      <Section
        id={POOL_ANCHORS.faqs}
        headingId="pool-faqs-heading"
        heading="Frequently asked questions"
        tone="muted"
        className="scroll-mt-28"
      >
        <FaqList faqs={POOL_FAQS} />
      </Section>
      <PoolArticle />
      <CtaBand
        look="invite"
        id={POOL_ANCHORS.compare}
        headingId="pool-compare-heading"
        heading={POOL_COMPARE_SECTION.heading}
        text={POOL_COMPARE_SECTION.text}
        className="scroll-mt-28"
      >
        <CompareButton />
      </CtaBand>
      <ContactBlock
        variant="pool"
        id={POOL_ANCHORS.contact}
        headingId="pool-contact-heading"
        heading={POOL_CONTACT.heading}
        description={POOL_CONTACT.intro}
      >
        <PoolContactForm />
      </ContactBlock>
    </>
  );
}
