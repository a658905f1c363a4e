import { POOL_ARTICLE } from "@/lib/content/pool-spa";

/** The long-form guide to descaling and scum removal without hazardous chemicals. */
export function PoolArticle() {
  return (
    <article aria-labelledby="pool-article-heading" className="mx-auto max-w-3xl px-4 py-16">
      <h2 id="pool-article-heading" className="text-3xl font-bold tracking-tight text-balance">
        {POOL_ARTICLE.heading}
      </h2>
      <p className="mt-4 text-lg text-muted-foreground">{POOL_ARTICLE.intro}</p>
      {POOL_ARTICLE.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h3 className="text-xl font-semibold">{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7">
              {paragraph}
            </p>
          ))}
          {section.steps ? (
            <ol className="mt-4 list-decimal space-y-2 pl-6 leading-7 marker:font-semibold marker:text-primary">
              {section.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
    </article>
  );
}
