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
import { catalogByItem } from "@/lib/catalog/offers";
import {
  POOL_ANCHORS,
  POOL_COMPARE_SECTION,
  POOL_CONTACT,
  POOL_SPA_PATH,
  poolBottlePrice,
  poolFaqs,
  poolProducts,
  poolSeo,
} from "@/lib/content/pool-spa";
import { breadcrumbJsonLd, faqJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

/** The two products as the catalog holds them, and what a bottle costs in the page's sentences. */
async function poolShop() {
  const products = poolProducts(await catalogByItem());
  return { products, price: poolBottlePrice(products) };
}

export async function generateMetadata() {
  const seo = poolSeo((await poolShop()).price);
  return pageMetadata({ title: seo.title, description: seo.description, path: POOL_SPA_PATH, keywords: [...seo.keywords] });
}

/**
 * Breadcrumb and FAQs. The two bottles the page lists carry their Product markup on their own sheets
 * (/pool-spa-descaler, /pool-spa-oil-scum-remover): a list of products is not a product page.
 */
function structuredData(faqs: readonly { question: string; answer: string }[]): JsonLdObject[] {
  return [
    breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Pool & Spa", path: POOL_SPA_PATH },
    ]),
    faqJsonLd([...faqs]),
  ];
}

export default async function PoolSpaPage() {
  const { products, price } = await poolShop();
  const faqs = poolFaqs(price);
  return (
    <>
      <JsonLd data={structuredData(faqs)} />
      <RememberShopPage />
      <PaymentNotice />
      <PoolHero price={price} />
      <PoolHighlightProvider>
        <PoolApplications />
        <PoolProductsSection products={products} />
      </PoolHighlightProvider>
      <PoolWhyChoose price={price} />
      <Section
        id={POOL_ANCHORS.faqs}
        headingId="pool-faqs-heading"
        heading="Frequently asked questions"
        tone="muted"
        className="scroll-mt-28"
      >
        <FaqList faqs={faqs} />
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
        <CompareButton prices={products.map(({ itemNumber, price, priceUnit }) => ({ itemNumber, price, priceUnit }))} />
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
