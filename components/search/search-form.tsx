"use client";

import Form from "next/form";
import { SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SEARCH_QUERY_MAX } from "@/lib/search/limits";
import { cn } from "@/lib/utils";

type Props = {
  /** The input's id; each search box on a page needs its own. */
  id: string;
  /** Names the search landmark, so that two on one page can be told apart. */
  label: string;
  /** Where the query goes: the product search unless said (the SDS library searches itself). */
  action?: string;
  /** The box's own label, read by screen readers. */
  fieldLabel?: string;
  defaultValue?: string;
  autoFocus?: boolean;
  /** Runs as the search is sent, e.g. to close the menu or panel the box is in. */
  onSearch?: () => void;
  className?: string;
};

/**
 * A search box: a GET form to /search?q=, so the query lives in the address (shared, bookmarked, Back
 * returns to it) and it works before the page's script has loaded; once it has, the router goes there
 * without reloading the page.
 */
export function SearchForm({
  id,
  label,
  action = "/search",
  fieldLabel = "Search products",
  defaultValue,
  autoFocus,
  onSearch,
  className,
}: Props) {
  return (
    <Form action={action} prefetch={false} role="search" aria-label={label} className={cn("flex gap-2", className)} onSubmit={onSearch}>
      <label htmlFor={id} className="sr-only">
        {fieldLabel}
      </label>
      <div className="relative min-w-0 flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={SEARCH_QUERY_MAX}
          placeholder="Name or item no."
          autoComplete="off"
          enterKeyHint="search"
          // Only where the box was opened to type in (the header's panel); never on a page load.
          autoFocus={autoFocus}
          className="pl-8"
        />
      </div>
      <Button type="submit">Search</Button>
    </Form>
  );
}
