"use client";

import { Fragment } from "react";
import type { z } from "zod";
import { ResourceStatus, useStaffResource } from "./staff-resource";

type PanelProps = {
  /** Names the panel's test id and title id: "sizes" gives product-sizes. */
  name: string;
  title: string;
  intro: React.ReactNode;
  children: React.ReactNode;
};

/** One panel of the product editor below the product's own fields: its title, what it holds, its content. */
export function ProductPanel({ name, title, intro, children }: PanelProps) {
  const titleId = `product-${name}-title`;
  return (
    <section aria-labelledby={titleId} className="mt-10 border-t pt-6" data-testid={`product-${name}`}>
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
      {children}
    </section>
  );
}

/**
 * A panel whose data is loaded when editing starts (GET /api/admin/products/{id}/{name}, read with `schema`):
 * a notice while it loads or when it failed, then its form. The form starts again from a save's answer,
 * which replaces the data.
 */
export function LoadedProductPanel<S extends z.ZodType>({
  productId,
  schema,
  children,
  ...panel
}: Omit<PanelProps, "children"> & {
  productId: number;
  schema: S;
  children: (data: z.output<S>, onSaved: (data: z.output<S>) => void) => React.ReactNode;
}) {
  const { resource, retry, set } = useStaffResource(`/api/admin/products/${productId}/${panel.name}`, schema);
  return (
    <ProductPanel {...panel}>
      <ResourceStatus resource={resource} what={panel.title.toLowerCase()} onRetry={retry} />
      {resource.state === "ready" && <Fragment key={JSON.stringify(resource.data)}>{children(resource.data, set)}</Fragment>}
    </ProductPanel>
  );
}
