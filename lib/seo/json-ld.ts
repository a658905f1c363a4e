// Structured data (schema.org JSON-LD). Serialized with "<" escaped so that no value can close the
// script element it is written into.
import { siteConfig } from "@/lib/site-config";

export type JsonLdObject = { "@context"?: string; "@type": string; [key: string]: unknown };

export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function organizationJsonLd(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.companyName,
    url: siteConfig.url,
    slogan: siteConfig.slogan,
    email: siteConfig.email,
    telephone: `+1-${siteConfig.phone.display}`,
    contactPoint: {
      "@type": "ContactPoint",
      telephone: `+1-${siteConfig.phone.display}`,
      email: siteConfig.email,
      contactType: "sales",
      areaServed: "US",
      availableLanguage: "English",
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
    },
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: new URL(item.path, siteConfig.url).toString(),
    })),
  };
}

/** A content page of the site, published by the company. */
export function webPageJsonLd(page: { name: string; description: string; path: string; datePublished?: string }): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.name,
    description: page.description,
    url: new URL(page.path, siteConfig.url).toString(),
    inLanguage: "en-US",
    ...(page.datePublished ? { datePublished: page.datePublished } : {}),
    publisher: { "@type": "Organization", name: siteConfig.companyName, url: siteConfig.url },
  };
}

export function faqJsonLd(questions: { question: string; answer: string }[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: q.answer },
    })),
  };
}
