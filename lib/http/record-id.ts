// A record's id as an address writes it (/api/admin/leads/12): the digits of a PostgreSQL integer, with no
// sign, exponent or spaces. A larger number would make the query fail rather than find nothing.
import { z } from "zod";

/** The largest PostgreSQL integer: no serial id goes past it. */
export const MAX_RECORD_ID = 2_147_483_647;

/** The id of a `what` ("lead", "e-mail"), refused naming it. */
export const recordIdSchema = (what: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `The ${what} id must be a positive whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `The ${what} id must be a positive whole number`).max(MAX_RECORD_ID, `No ${what} has this id`));
