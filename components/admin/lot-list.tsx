import { Badge } from "@/components/ui/badge";
import { DataCard, type DataColumn } from "@/components/ui/data-table";
import { formatLocalDate } from "@/lib/quotes/rules";
import type { StaffLot } from "@/lib/lots";
import { StaffList } from "./list/staff-list";

/** Pass or fail: said in words, not by colour alone. */
function ResultBadge({ lot }: { lot: StaffLot }) {
  return lot.conforms ? <Badge variant="green">Pass</Badge> : <Badge variant="destructive">Fail</Badge>;
}

const shippedText = (count: number) => (count === 0 ? "Not shipped" : count === 1 ? "1 line" : `${count} lines`);

const COLUMNS: DataColumn<StaffLot>[] = [
  { header: "Lot", cell: (lot) => lot.lotNumber, className: "font-medium" },
  { header: "Product", cell: (lot) => lot.productName, className: "max-w-64 whitespace-normal" },
  {
    header: "Size",
    cell: (lot) => (
      <>
        {lot.sizeLabel}
        <span className="block text-xs text-muted-foreground">{lot.itemNumber}</span>
      </>
    ),
  },
  { header: "Manufactured", cell: (lot) => formatLocalDate(lot.manufacturedOn), className: "whitespace-nowrap" },
  { header: "Result", cell: (lot) => <ResultBadge lot={lot} /> },
  { header: "Shipped lines", cell: (lot) => lot.shippedLines, align: "right", className: "tabular-nums" },
];

function LotCard({ lot }: { lot: StaffLot }) {
  return (
    <DataCard
      title={lot.lotNumber}
      titleClassName="font-medium break-all"
      status={<ResultBadge lot={lot} />}
      fields={[
        { label: "Product", value: lot.productName, className: "min-w-0 break-words" },
        {
          label: "Size",
          value: (
            <>
              {lot.sizeLabel} <span className="text-muted-foreground">({lot.itemNumber})</span>
            </>
          ),
          className: "min-w-0 break-words",
        },
        { label: "Manufactured", value: formatLocalDate(lot.manufacturedOn) },
        { label: "Shipped", value: shippedText(lot.shippedLines) },
      ]}
    />
  );
}

/** The recorded lots, newest first: a table from tablets up, one card per lot on phones. */
export function LotList({ lots }: { lots: StaffLot[] }) {
  return (
    <StaffList
      label="Recent lots"
      columns={COLUMNS}
      rows={lots}
      rowTestId="lot-row"
      card={(lot) => <LotCard lot={lot} />}
      className="min-w-[720px]"
      alignTop={false}
      empty={
        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground" data-testid="lots-empty">
          No lots recorded yet. Record the first with the form above: a shipment can then name it, and its buyer gets its certificate of
          analysis.
        </p>
      }
    />
  );
}
