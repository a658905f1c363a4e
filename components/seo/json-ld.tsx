import { serializeJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";

/** Writes structured data into the page; the serializer escapes "<". An empty list writes nothing. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  if (Array.isArray(data) && data.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
