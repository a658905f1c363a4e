import { describe, expect, it } from "vitest";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";

describe("structured data", () => {
  it("escapes < so that a value cannot close the script element", () => {
    const text = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });

  it("describes the company with its phone and e-mail", () => {
    expect(organizationJsonLd()).toMatchObject({
      "@type": "Organization",
      name: "Triple Zero Chemical Co.",
      telephone: "+1-800-407-1173",
      email: "sales@triplezero.example",
    });
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const list = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "HVAC", path: "/hvac-chemicals" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
      { "@type": "ListItem", position: 2, name: "HVAC", item: "http://localhost:3000/hvac-chemicals" },
    ]);
  });
});

describe("page metadata", () => {
  it("sets the canonical URL, Open Graph and Twitter tags", () => {
    const metadata = pageMetadata({ title: "Technology", description: "How it works", path: "/technology" });
    expect(metadata.alternates?.canonical).toBe("http://localhost:3000/technology");
    expect(metadata.openGraph).toMatchObject({ url: "http://localhost:3000/technology", title: "Technology | Triple Zero Chemical Co." });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", description: "How it works" });
  });
});
