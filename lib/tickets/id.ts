// Support ticket ids read "year-sequence": the 42nd ticket of 2026 is "2026-0042".

export function ticketId(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`Bad year ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`Bad sequence ${sequence}`);
  return `${year}-${String(sequence).padStart(4, "0")}`;
}

/** What ticketId writes: four digits of the year, then the sequence of at least four (up to a million a year). */
export const TICKET_ID_PATTERN = /^\d{4}-\d{4,6}$/;
