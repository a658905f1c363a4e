// The arguments of a server action, checked before the action reads them. A server action is an
// address anyone can post to: React decodes whatever list the caller sent (`["x"]`, `[1, 2]`, a form
// without the state useActionState adds), so an action declared (previousState, formData) may get a
// string, a number or nothing at all, and Next answers 500 to the TypeError that follows. Checked here,
// such a call ends in notFound(), which Next answers 404, to a call from a script and to a posted form
// alike (401, 403 and 404 are the only statuses an action can end with; 404 says that no action takes
// these arguments). The list itself is checked earlier, in proxy.ts (lib/security/page-requests.ts).
import "server-only";
import { notFound } from "next/navigation";
import { z } from "zod";

/** (previousState, formData): an action used by useActionState or as a form's action with bound state. */
export const FORM_ACTION_ARGS = z.tuple([z.unknown(), z.instanceof(FormData)]);

/** One object of named values, as a client component passes its fields. */
export const OBJECT_ACTION_ARGS = z.tuple([z.record(z.string(), z.unknown())]);

/** The action's arguments as `schema` reads them; any other list ends the call with 404. */
export function actionArgs<Schema extends z.ZodType>(schema: Schema, args: readonly unknown[]): z.output<Schema> {
  const parsed = schema.safeParse(args);
  if (!parsed.success) notFound();
  return parsed.data;
}
