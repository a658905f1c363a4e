// The one table of components/ui/data-table.tsx: scoped column headers, a row header, a hidden caption,
// a keyboard-scrollable region named by its label, columns phones can do without, one card per row on
// phones, and what shows when there are no rows.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DataCard, DataTable, type DataColumn } from "@/components/ui/data-table";

type Row = { id: number; name: string; units: number };
const ROWS: Row[] = [
  { id: 1, name: "Pool & Spa Descaler", units: 12 },
  { id: 2, name: "Caustic Tank Cleaner", units: 3 },
];
const COLUMNS: DataColumn<Row>[] = [
  { header: "Product", rowHeader: true, cell: (row) => row.name },
  { header: "Units", cell: (row) => row.units, align: "right", hideBelow: "sm" },
  { header: "Actions", srOnlyHeader: true, cell: (row) => <button type="button">Edit {row.name}</button> },
];

describe("the data table", () => {
  it("names its columns and rows for screen readers, and scrolls from the keyboard", () => {
    render(<DataTable label="Best sellers" caption="Units sold" columns={COLUMNS} rows={ROWS} rowTestId="seller" />);
    const region = screen.getByRole("region", { name: "Best sellers" });
    expect(region.getAttribute("tabindex")).toBe("0");
    const table = within(region).getByRole("table", { name: "Units sold" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => [header.textContent, header.getAttribute("scope")])).toEqual([
      ["Product", "col"],
      ["Units", "col"],
      ["Actions", "col"],
    ]);
    expect(within(headers[2]!).getByText("Actions").className).toContain("sr-only");
    expect(headers[1]!.className).toContain("text-right");
    expect(headers[1]!.className).toContain("hidden sm:table-cell");
    const rows = screen.getAllByTestId("seller");
    expect(within(rows[0]!).getByRole("rowheader").textContent).toBe("Pool & Spa Descaler");
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["3", "Edit Caustic Tank Cleaner"]);
  });

  it("gives phones one card per row, with the row's test id, and keeps the table from the breakpoint up", () => {
    render(
      <DataTable
        label="Products"
        columns={COLUMNS}
        rows={ROWS}
        rowTestId="product"
        cards={{
          below: "md",
          render: (row) => <DataCard title={row.name} fields={[{ label: "Units", value: row.units }]} />,
        }}
      />,
    );
    const list = screen.getByRole("list", { name: "Products" });
    expect(list.className).toContain("md:hidden");
    expect(screen.getByRole("region", { name: "Products" }).className).toContain("hidden md:block");
    const cards = within(list).getAllByTestId("product");
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText("Units").tagName).toBe("DT");
    expect(within(cards[1]!).getByText("3").tagName).toBe("DD");
    // Cards come first in the page unless said otherwise.
    expect(list.compareDocumentPosition(screen.getByRole("table")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows its empty state instead of a table when there are no rows", () => {
    render(<DataTable label="Products" columns={COLUMNS} rows={[]} empty={<p>No products yet.</p>} />);
    expect(screen.getByText("No products yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("draws a plain table with the classes it is given, and no region without a label", () => {
    render(<DataTable variant="plain" columns={COLUMNS} rows={ROWS} cellClassName="py-2 pr-2" />);
    expect(screen.queryByRole("region")).toBeNull();
    const cell = screen.getAllByRole("cell")[0]!;
    expect(cell.getAttribute("data-slot")).toBeNull();
    expect(cell.className).toBe("py-2 pr-2 text-right hidden sm:table-cell");
  });
});
