import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatLocalDate } from "@/lib/quotes/rules";
import type { StaffLot } from "@/lib/lots";

/** Pass or fail: said in words, not by colour alone. */
function ResultBadge({ lot }: { lot: StaffLot }) {
  return lot.conforms ? <Badge variant="green">Pass</Badge> : <Badge variant="destructive">Fail</Badge>;
}

const shippedText = (count: number) => (count === 0 ? "Not shipped" : count === 1 ? "1 line" : `${count} lines`);

/** The recorded lots, newest first: a table from tablets up, one card per lot on phones. */
export function LotList({ lots }: { lots: StaffLot[] }) {
  if (lots.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground" data-testid="lots-empty">
        No lots recorded yet. Record the first with the form above: a shipment can then name it, and its buyer gets its certificate of
        analysis.
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Recent lots">
        {lots.map((lot) => (
          <li key={lot.id} className="rounded-lg border p-4" data-testid="lot-row">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 flex-1 font-medium break-all">{lot.lotNumber}</p>
              <ResultBadge lot={lot} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Product</dt>
              <dd className="min-w-0 break-words">{lot.productName}</dd>
              <dt className="text-muted-foreground">Size</dt>
              <dd className="min-w-0 break-words">
                {lot.sizeLabel} <span className="text-muted-foreground">({lot.itemNumber})</span>
              </dd>
              <dt className="text-muted-foreground">Manufactured</dt>
              <dd>{formatLocalDate(lot.manufacturedOn)}</dd>
              <dt className="text-muted-foreground">Shipped</dt>
              <dd>{shippedText(lot.shippedLines)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table containerProps={{ tabIndex: 0, role: "region", "aria-label": "Recent lots" }} className="min-w-[720px]">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Lot</TableHead>
              <TableHead scope="col">Product</TableHead>
              <TableHead scope="col">Size</TableHead>
              <TableHead scope="col">Manufactured</TableHead>
              <TableHead scope="col">Result</TableHead>
              <TableHead scope="col" className="text-right">
                Shipped lines
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lots.map((lot) => (
              <TableRow key={lot.id} data-testid="lot-row">
                <TableCell className="font-medium">{lot.lotNumber}</TableCell>
                <TableCell className="max-w-64 whitespace-normal">{lot.productName}</TableCell>
                <TableCell>
                  {lot.sizeLabel}
                  <span className="block text-xs text-muted-foreground">{lot.itemNumber}</span>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatLocalDate(lot.manufacturedOn)}</TableCell>
                <TableCell>
                  <ResultBadge lot={lot} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{lot.shippedLines}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
