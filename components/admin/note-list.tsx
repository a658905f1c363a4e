import { ShopTime } from "@/components/time/shop-time";

/** An internal note, seen by staff only: on a lead or an order. */
export type StaffNote = { id: number; body: string; createdAt: string; author: string | null };

/** The notes as given, each with its author and time; a sentence when there are none. */
export function NoteList({ notes, testId }: { notes: readonly StaffNote[]; testId: string }) {
  if (notes.length === 0) return <p className="text-sm text-muted-foreground">No notes yet. Notes are seen by staff only.</p>;
  return (
    <ul className="space-y-2">
      {notes.map((note) => (
        <li key={note.id} className="rounded-lg border p-3 text-sm" data-testid={testId}>
          <p className="break-words whitespace-pre-line">{note.body}</p>
          <p className="mt-1 text-muted-foreground">
            {note.author ?? "Staff"} · <ShopTime value={note.createdAt} />
          </p>
        </li>
      ))}
    </ul>
  );
}
