import { SavingsCalculator } from "@/components/calculator/savings-calculator";
import { ContactSection } from "@/components/contact/contact-section";
import { EcommerceSites } from "@/components/home/ecommerce-sites";
import { HomeHero } from "@/components/home/home-hero";
import { HomeWizard } from "@/components/home/home-wizard";
import { OtherIndustries } from "@/components/home/other-industries";
import { ScrollToWizardOnLoad } from "@/components/home/scroll-to-wizard-on-load";
import { Testimonials } from "@/components/home/testimonials";
import { WhyChoose } from "@/components/home/why-choose";
import { JsonLd } from "@/components/seo/json-ld";
import { organizationJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: `${siteConfig.companyName} | 0-0-0 Rated Industrial Cleaning Chemicals, No Hazmat Fees`,
  absoluteTitle: true,
  description: `${siteConfig.productLine} acid and caustic cleaners for food service, breweries, HVAC, marine, water treatment, agriculture, pool and spa and convenience stores. Rated ${siteConfig.claims.hazmatRating}, no hazmat shipping fees, ${siteConfig.claims.americanMade}.`,
  path: "/",
  keywords: [
    "0-0-0 hazmat rating",
    "industrial cleaning chemicals",
    "non-hazmat degreaser",
    "descaler",
    "beer line cleaner",
    "no hazmat shipping fees",
  ],
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <ScrollToWizardOnLoad />
      <HomeHero />
      <HomeWizard />
      <SavingsCalculator />
      <WhyChoose />
      <Testimonials />
      <EcommerceSites />
      <OtherIndustries />
      <ContactSection id="contact" source="home" />
    </>
  );
}
