import type * as React from "react";
import { DataTable, type DataTableProps } from "@/components/ui/data-table";
import { CursorPager, type CursorPage } from "./list-pager";

/** Staff lists' cards: one bordered card per row on phones, below `below`. */
export const staffCards = <T,>(render: (row: T) => React.ReactNode, below: "md" | "lg" = "md") => ({
  render,
  below,
  className: "space-y-3",
  itemClassName: "rounded-lg border p-4",
});

type Props<T, C> = Pick<DataTableProps<T>, "columns" | "rows" | "rowKey" | "rowTestId" | "rowProps"> & {
  /** The list's name: of its table's region and of its cards' list ("E-mails"). */
  label: string;
  /** A phone's card of a row (components/ui/data-table.tsx DataCard). */
  card: (row: T) => React.ReactNode;
  /** What shows instead when there are no rows (ListEmpty). */
  empty: React.ReactNode;
  /** The table's least width, below which it scrolls. */
  className?: string;
  /** Cells line up at the top (rows of several lines) unless false. */
  alignTop?: boolean;
  /** Newer and Older below, for a list read from a cursor. */
  pages?: { label: string; newer: C | null; older: C | null; href: (page: CursorPage<C>) => string };
  /** Below the rows (a note that the list is cut short). */
  children?: React.ReactNode;
};

/**
 * One page of a staff list: why it is empty when it is; else a table from tablets up and one card per
 * row on phones, so that nothing needs sideways scrolling, then its pager.
 */
export function StaffList<T, C = string>({
  card,
  empty,
  className = "min-w-[880px]",
  alignTop = true,
  pages,
  children,
  ...table
}: Props<T, C>) {
  if (table.rows.length === 0) return <>{empty}</>;
  return (
    <>
      <DataTable {...table} className={className} rowClassName={alignTop ? "align-top" : undefined} cards={staffCards(card)} />
      {pages && <CursorPager {...pages} />}
      {children}
    </>
  );
}
