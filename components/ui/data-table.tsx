import * as React from "react";

import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

type Breakpoint = "sm" | "md" | "lg";

/** Literal classes, so that Tailwind finds them: the cards below the breakpoint, the table from it up. */
const CARDS_ONLY: Record<Breakpoint, string> = { sm: "sm:hidden", md: "md:hidden", lg: "lg:hidden" };
const TABLE_ONLY: Record<Breakpoint, string> = { sm: "hidden sm:block", md: "hidden md:block", lg: "hidden lg:block" };
const CELL_FROM: Record<Breakpoint, string> = { sm: "hidden sm:table-cell", md: "hidden md:table-cell", lg: "hidden lg:table-cell" };

export type DataColumn<T> = {
  header: React.ReactNode;
  /** The header is said to screen readers only (a column of buttons). */
  srOnlyHeader?: boolean;
  cell: (row: T) => React.ReactNode;
  /** Figures line up on the right, header and cells alike. */
  align?: "right";
  /** The body cells' classes, and the header's. */
  className?: string;
  headClassName?: string;
  /** The cell names its row (a `th scope="row"`), as a product or a date does. */
  rowHeader?: boolean;
  /** A column phones can do without. */
  hideBelow?: Breakpoint;
};

/** What a row (and its card) carries besides its cells: test ids, data attributes, classes. */
export type DataRowProps = React.HTMLAttributes<HTMLElement> & { [data: `data-${string}`]: string | number | undefined };

type Cards<T> = {
  /** A card's content, for the list phones see instead of the table. */
  render: (row: T) => React.ReactNode;
  below: Breakpoint;
  /** The list's classes ("space-y-3"), and each card's. */
  className?: string;
  itemClassName?: string | ((row: T) => string);
  /** The list's accessible name when it is not the table's `label`. */
  label?: string;
  /** The cards come after the table in the page. */
  after?: boolean;
};

export type DataTableProps<T> = {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  /** Each row's React key: its `id` unless said otherwise (rows without one must say). */
  rowKey?: (row: T) => React.Key;
  /** Every row's (and card's) test id. */
  rowTestId?: string;
  rowProps?: (row: T) => DataRowProps;
  /**
   * The accessible name of the scrolling region around the table (focusable, so keyboard users can
   * scroll it sideways) and of the cards' list. No region without it.
   */
  label?: string;
  /** Names the table for screen readers; not shown. */
  caption?: React.ReactNode;
  /** The table's classes (a `min-w-[…]` makes it scroll rather than squeeze) and its other attributes. */
  className?: string;
  tableProps?: DataRowProps;
  containerClassName?: string;
  rowClassName?: string | ((row: T) => string | undefined);
  /** Rows of a `tfoot` (a total). */
  footer?: React.ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty?: React.ReactNode;
  cards?: Cards<T>;
  /**
   * "plain": bare table elements styled only by the classes given here (a printed slip, a document's
   * lines), rather than the shop's table look.
   */
  variant?: "default" | "plain";
  /** Classes of every header cell and every body cell, and of the header's row. */
  headCellClassName?: string;
  cellClassName?: string;
  headRowClassName?: string;
  headerClassName?: string;
};

const plain = {
  Table: ({ containerProps, ...props }: React.ComponentProps<"table"> & { containerProps?: React.ComponentProps<"div"> }) => (
    <div {...containerProps}>
      <table {...props} />
    </div>
  ),
  TableHeader: (props: React.ComponentProps<"thead">) => <thead {...props} />,
  TableBody: (props: React.ComponentProps<"tbody">) => <tbody {...props} />,
  TableFooter: (props: React.ComponentProps<"tfoot">) => <tfoot {...props} />,
  TableRow: (props: React.ComponentProps<"tr">) => <tr {...props} />,
  TableHead: (props: React.ComponentProps<"th">) => <th {...props} />,
  TableCell: (props: React.ComponentProps<"td">) => <td {...props} />,
};
const styled = { Table, TableHeader, TableBody, TableFooter, TableRow, TableHead, TableCell };

const idOf = (row: unknown): React.Key => (row as { id: React.Key }).id;

const classOf = <T,>(value: string | ((row: T) => string | undefined) | undefined, row: T) =>
  typeof value === "function" ? value(row) : value;

/**
 * The one way to draw rows of data: a table with column headers (scoped, so screen readers name each
 * cell's column), an optional hidden caption, a keyboard-scrollable region when it is wider than the
 * screen and, on phones, either columns left out (`hideBelow`) or one card per row (`cards`).
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey = idOf,
  rowTestId,
  rowProps,
  label,
  caption,
  className,
  tableProps,
  containerClassName,
  rowClassName,
  footer,
  empty,
  cards,
  variant = "default",
  headCellClassName,
  cellClassName,
  headRowClassName,
  headerClassName,
}: DataTableProps<T>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const { Table, TableHeader, TableBody, TableFooter, TableRow, TableHead, TableCell } = variant === "plain" ? plain : styled;
  const align = (column: DataColumn<T>) => [column.align === "right" && "text-right", column.hideBelow && CELL_FROM[column.hideBelow]];

  const table = (
    <Table
      {...tableProps}
      className={className}
      containerProps={{
        className: cn(cards && TABLE_ONLY[cards.below], containerClassName) || undefined,
        ...(label ? { tabIndex: 0, role: "region", "aria-label": label } : {}),
      }}
    >
      {caption && <caption className="sr-only">{caption}</caption>}
      <TableHeader className={headerClassName}>
        <TableRow className={headRowClassName}>
          {columns.map((column, index) => (
            <TableHead key={index} scope="col" className={cn(headCellClassName, align(column), column.headClassName) || undefined}>
              {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} data-testid={rowTestId} {...rowProps?.(row)} className={classOf(rowClassName, row)}>
            {columns.map((column, index) => {
              const cellClass = cn(cellClassName, align(column), column.className) || undefined;
              return column.rowHeader ? (
                <TableHead key={index} scope="row" className={cellClass}>
                  {column.cell(row)}
                </TableHead>
              ) : (
                <TableCell key={index} className={cellClass}>
                  {column.cell(row)}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
      {footer && <TableFooter>{footer}</TableFooter>}
    </Table>
  );
  if (!cards) return table;

  const list = (
    <ul className={cn(cards.className, CARDS_ONLY[cards.below])} aria-label={cards.label ?? label}>
      {rows.map((row) => (
        <li key={rowKey(row)} data-testid={rowTestId} {...rowProps?.(row)} className={classOf(cards.itemClassName, row)}>
          {cards.render(row)}
        </li>
      ))}
    </ul>
  );
  return cards.after ? (
    <>
      {table}
      {list}
    </>
  ) : (
    <>
      {list}
      {table}
    </>
  );
}

export type CardField = { label: string; value: React.ReactNode; className?: string };

/**
 * A row as a phone's card: its title with its status beside it, then its other columns as labelled
 * values, and its actions below.
 */
export function DataCard({
  title,
  titleClassName,
  bareTitle = false,
  status,
  fields,
  actions,
  center = false,
}: {
  title: React.ReactNode;
  titleClassName?: string;
  /** The title goes in as it is (a link of its own), not in a paragraph that takes the free width. */
  bareTitle?: boolean;
  status?: React.ReactNode;
  fields: readonly CardField[];
  actions?: React.ReactNode;
  /** Title and status centred on one line rather than lined up at the top. */
  center?: boolean;
}) {
  return (
    <>
      <div className={cn("flex flex-wrap justify-between gap-2", center ? "items-center" : "items-start")}>
        {bareTitle ? title : <p className={cn("min-w-0 flex-1", titleClassName)}>{title}</p>}
        {status}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {fields.map((field) => (
          <React.Fragment key={field.label}>
            <dt className="text-muted-foreground">{field.label}</dt>
            <dd className={field.className}>{field.value}</dd>
          </React.Fragment>
        ))}
      </dl>
      {actions && <div className="mt-3">{actions}</div>}
    </>
  );
}
