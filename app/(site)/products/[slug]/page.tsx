import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { CheckIcon, FileTextIcon, ShieldCheckIcon } from "lucide-react";
import { ProductCard } from "@/components/catalog/product-card";
import { PackshotDrawing } from "@/components/product/packshot-drawing";
import { ProductShowcase } from "@/components/product/product-showcase";
import { CartButton } from "@/components/cart/cart-button";
import { RememberShopPage } from "@/components/cart/remember-shop-page";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { formatDay } from "@/components/portal/format";
import { CHEMICAL_FAMILY_LABEL } from "@/lib/content/categories";
import { productCardView } from "@/lib/catalog/card";
import { firstChoice } from "@/lib/catalog/pack-sizes";
import { factLines } from "@/lib/catalog/facts";
import { sdsProductPath } from "@/lib/sds/rules";
import { liveProductSlugs, productPage } from "@/lib/catalog/product-page";
import { packshotAlt, packshotPath } from "@/lib/images/packshot";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { productJsonLd } from "@/lib/seo/product-json-ld";
import { siteConfig } from "@/lib/site-config";

// Made at build for every product on sale; staff changes remake the page at once (lib/catalog/edit-product.ts),
// and a page is remade at most every 5 minutes in any case.
export const revalidate = 300;

export async function generateStaticParams() {
  return (await liveProductSlugs()).map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const data = await productPage((await params).slug);
  if (!data) return {};
  const { product } = data;
  const base = product.sizes.find((size) => size.size === product.baseSize) ?? product.sizes[0];
  return pageMetadata({
    title: `${product.name} (${product.itemNumber})`,
    description: product.description.length > 160 ? `${product.description.slice(0, 157).trimEnd()}…` : product.description,
    path: `/products/${product.slug}`,
    image: product.images[0]
      ? { ...product.images[0], url: new URL(product.images[0].url, siteConfig.url).toString() }
      : base
        ? {
            url: new URL(packshotPath(base.itemNumber), siteConfig.url).toString(),
            width: 800,
            height: 800,
            alt: packshotAlt(product.name, base.label),
          }
        : undefined,
  });
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-10" aria-labelledby={`section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`}>
      <h2 id={`section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function ProductPage({ params }: Props) {
  const data = await productPage((await params).slug);
  if (!data) notFound();
  const { product, related, industries, sds } = data;
  const facts: [string, string][] = [
    ["Item number", product.itemNumber],
    ["Chemical family", CHEMICAL_FAMILY_LABEL[product.chemicalType]],
    ...(product.concentration ? ([["Concentration and dilution", product.concentration]] as [string, string][]) : []),
    ["Sizes", product.sizes.map((size) => size.label).join(", ")],
    ["Hazard rating", siteConfig.claims.hazmatRating],
    ...(product.facts ? factLines(product.facts).map((line): [string, string] => [line.label, line.value]) : []),
  ];

  // Without a library picture the page opens on the packshot of its first size, drawn in the page.
  const opening = product.images.length === 0 ? firstChoice(product.sizes, product.baseSize) : undefined;
  const drawing = opening && {
    sizeId: opening.id,
    picture: (
      <PackshotDrawing
        input={{
          name: product.name,
          itemNumber: opening.itemNumber,
          size: opening.size,
          category: product.categoryId,
          chemicalType: product.chemicalType,
        }}
      />
    ),
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <CartButton />
      <RememberShopPage />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Products", path: "/products" },
          { name: product.name, path: `/products/${product.slug}` },
        ])}
      />
      <JsonLd data={productJsonLd(product, `/products/${product.slug}`)} />
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" className="hover:underline">
              Home
            </Link>{" "}
            /
          </li>
          <li>
            <Link href={`/products?category=${product.categoryId}`} className="hover:underline">
              {product.category}
            </Link>{" "}
            /
          </li>
          <li aria-current="page" className="text-foreground">
            {product.name}
          </li>
        </ol>
      </nav>

      <ProductShowcase product={product} drawing={drawing}>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{product.category}</Badge>
          <Badge variant="green">{siteConfig.claims.hazmatRating}</Badge>
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{product.name}</h1>
        <p className="mt-1 text-sm text-muted-foreground">Item {product.itemNumber}</p>
        <p className="mt-4 text-muted-foreground">{product.description}</p>
      </ProductShowcase>

      <div className="grid gap-x-12 lg:grid-cols-2">
        {product.benefits.length > 0 ? (
          <Section title="Benefits">
            <ul className="mt-3 space-y-2">
              {product.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-green" aria-hidden />
                  {benefit}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {product.applications.length > 0 ? (
          <Section title="Applications">
            <ul className="mt-3 list-disc space-y-2 pl-5">
              {product.applications.map((application) => (
                <li key={application}>{application}</li>
              ))}
            </ul>
          </Section>
        ) : null}
        <Section title="Technical details">
          <dl className="mt-3 divide-y rounded-lg border">
            {facts.map(([label, value]) => (
              <div key={label} className="grid gap-1 p-3 text-sm sm:grid-cols-3">
                <dt className="font-medium">{label}</dt>
                <dd className="text-muted-foreground sm:col-span-2">{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section title="Documents">
          <ul className="mt-3 space-y-2">
            <li>
              <Link
                href={`/technical-data-sheet/${product.itemNumber}`}
                className="inline-flex items-center gap-2 font-medium text-primary hover:underline"
              >
                <FileTextIcon className="size-4" aria-hidden />
                Technical Data Sheet
              </Link>
            </li>
            <li>
              <Link
                href={sdsProductPath(product.itemNumber)}
                className="inline-flex items-center gap-2 font-medium text-primary hover:underline"
              >
                <ShieldCheckIcon className="size-4" aria-hidden />
                Safety Data Sheet (SDS)
              </Link>
              {sds ? (
                <span className="ml-2 text-sm text-muted-foreground">
                  Revision {sds.revision}, {formatDay(sds.revisionDate)}
                </span>
              ) : null}
            </li>
          </ul>
          {industries.length > 0 ? (
            <>
              <h3 className="mt-6 font-semibold">Used in</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {industries.map((industry) => (
                  <li key={industry.href}>
                    <Link href={industry.href} className="inline-flex rounded-full border px-3 py-1 text-sm hover:bg-muted">
                      {industry.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Section>
      </div>

      {related.length > 0 ? (
        <Section title="Related products">
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {related.map((item) => (
              <ProductCard key={item.id} product={productCardView(item)} />
            ))}
          </div>
        </Section>
      ) : null}
    </div>
  );
}
