import { serializeJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";

/** Writes structured data into the page; the serializer escapes "<". */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
