import { RememberShopPage } from "@/components/cart/remember-shop-page";
import { PaymentNotice } from "@/components/pool/payment-notice";
import { PoolApplications } from "@/components/pool/pool-applications";
import { PoolArticle } from "@/components/pool/pool-article";
import { PoolCompareSection } from "@/components/pool/pool-compare-section";
import { PoolContactSection } from "@/components/pool/pool-contact-section";
import { PoolFaqs } from "@/components/pool/pool-faqs";
import { PoolHero } from "@/components/pool/pool-hero";
import { PoolHighlightProvider } from "@/components/pool/pool-highlight-provider";
import { PoolProductsSection } from "@/components/pool/pool-products-section";
import { PoolWhyChoose } from "@/components/pool/pool-why-choose";
import { JsonLd } from "@/components/seo/json-ld";
import { POOL_ANCHORS, POOL_FAQS, POOL_PRODUCTS, POOL_SEO, POOL_SPA_PATH } from "@/lib/content/pool-spa";
import { breadcrumbJsonLd, faqJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: POOL_SEO.title,
  description: POOL_SEO.description,
  path: POOL_SPA_PATH,
  keywords: [...POOL_SEO.keywords],
});

function structuredData(): JsonLdObject[] {
  const url = new URL(POOL_SPA_PATH, siteConfig.url).toString();
  const products = POOL_PRODUCTS.map((product): JsonLdObject => ({
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.itemNumber,
    description: product.description,
    category: "Pool & Spa",
    brand: { "@type": "Brand", name: siteConfig.productLine },
    url: new URL(product.sheetPath, siteConfig.url).toString(),
    offers: {
      "@type": "Offer",
      price: product.amount,
      priceCurrency: "USD",
      url: `${url}#${POOL_ANCHORS.products}`,
      seller: { "@type": "Organization", name: siteConfig.companyName },
      // Seed 001 §9: the price includes shipping.
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: "0", currency: "USD" },
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "US" },
      },
    },
  }));
  return [
    breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Pool & Spa", path: POOL_SPA_PATH },
    ]),
    ...products,
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
      <PoolFaqs />
      <PoolArticle />
      <PoolCompareSection />
      <PoolContactSection />
    </>
  );
}
