// Server actions declare who may call them and what they take in one place, as route handlers do with
// ./route.ts: the arguments are checked first (any list but the declared one ends in 404, ./action-args.ts),
// then the role (a refusal is the action's own answer, e.g. a form state asking to sign in again), then
// the input with the action's zod schema (its own answer naming the fields), and only then the body runs
// with the parsed input and the session. Every export of a "use server" module is built here
// (tests/integration/mutation-wrappers.test.ts checks the marker set below), and declares how a repeat
// is applied once (./idempotency.ts): the browser's key in the field `idempotencyKey`, or a natural key.
import "server-only";
import { z } from "zod";
import { recordAccessRefusalLater } from "@/lib/audit/access-denied";
import { currentSession, type CurrentSession } from "@/lib/auth/session";
import { mayUse, type StaffArea } from "@/lib/auth/staff-access";
import { clientAddress } from "@/lib/rate-limit";
import { FORM_ACTION_ARGS, OBJECT_ACTION_ARGS, actionArgs } from "./action-args";
import { answerOnce, fingerprintHash, stableJson } from "./idempotency";
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_KEY_PATTERN } from "./idempotency-key";
import type { Role } from "./route";

/** Set on every action built here. */
export const ACTION = Symbol.for("shop.action");

/**
 * How a repeat of the action is applied once. { key: name }: the caller's key (the `idempotencyKey`
 * field, components/auth/use-auth-form.ts sends one per values), the first answer kept under the
 * action's name and given to every repeat; `applied` tells the answers to keep (a refusal is asked again).
 * { natural: why }: the input's own key already makes a repeat harmless.
 */
export type ActionIdempotency<Result> = { key: string; applied?: (result: Result) => boolean } | { natural: string };

type Marked = { readonly [ACTION]: { role: Role; idempotency?: ActionIdempotency<never> } };

/** A caller who is not signed in (401) or not staff (403) gets this answer; a public action has none. */
type Refusal<R extends Role, Result> = R extends "public" ? { refused?: never } : { refused: (status: 401 | 403) => Result };

type Spec<R extends Role, S extends z.ZodType, Result> = {
  role: R;
  /** For a staff action, the part of the staff area it belongs to (lib/auth/staff-access.ts); without it, owners only. */
  area?: StaffArea;
  schema: S;
  /** The answer to input the schema refuses. */
  invalid: (error: z.ZodError) => Result;
  idempotency?: ActionIdempotency<Result>;
} & Refusal<R, Result>;

export type ActionInput<R extends Role, T> = {
  input: T;
  /** The open session of a "staff" or "customer" action; a "public" one does not read it. */
  session: R extends "public" ? null : CurrentSession;
};

/** The text fields of a form (files and repeated names are ignored). */
function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string" && !(key in values)) values[key] = value;
  return values;
}

async function recordRefusal(status: 401 | 403, user: CurrentSession["user"] | null): Promise<void> {
  // Loaded lazily: outside a Next request (tests) there is no request scope.
  const { headers } = await import("next/headers");
  const list = await headers();
  const address = clientAddress({ headers: list });
  let path = "/";
  try {
    // An action has no address of its own: the page whose form called it.
    path = new URL(list.get("referer") ?? "/", "http://localhost").pathname;
  } catch {
    // No readable Referer: the refusal is kept under "/".
  }
  recordAccessRefusalLater({
    path,
    method: "POST",
    status,
    answer: "json",
    user: user ? { id: user.id, email: user.email } : null,
    ip: address === "unknown" ? null : address,
    userAgent: list.get("user-agent"),
  });
}

/** The session, or the refusal `spec` gives to a caller its role does not admit (staff refusals in the audit log). */
async function admit<R extends Role, Result>(spec: {
  role: R;
  area?: StaffArea;
  refused?: (status: 401 | 403) => Result;
}): Promise<{ ok: true; session: CurrentSession | null } | { ok: false; answer: Result }> {
  if (spec.role === "public") return { ok: true, session: null };
  const session = await currentSession();
  // A staff action that names no area is the owners' alone: forgetting it refuses too many, never too few.
  const staffRefused = (user: CurrentSession["user"]) => user.role !== "staff" || !mayUse(user.staffRole, spec.area ?? "owner");
  const status = !session ? 401 : spec.role === "staff" && staffRefused(session.user) ? 403 : null;
  if (status === null) return { ok: true, session };
  if (spec.role === "staff") await recordRefusal(status, session?.user ?? null);
  // Refusal<R, Result> makes `refused` required for every role but "public".
  return { ok: false, answer: spec.refused!(status) };
}

async function run<R extends Role, S extends z.ZodType, Result>(
  spec: Spec<R, S, Result>,
  values: Record<string, unknown>,
  body: (input: ActionInput<R, z.output<S>>) => Promise<NoInfer<Result>>,
): Promise<Result> {
  const arrivedAt = new Date();
  const admitted = await admit(spec);
  if (!admitted.ok) return admitted.answer;
  const { [IDEMPOTENCY_FIELD]: sentKey, ...fields } = values;
  const parsed = spec.schema.safeParse(fields);
  if (!parsed.success) return spec.invalid(parsed.error);
  const input = { input: parsed.data, session: admitted.session } as ActionInput<R, z.output<S>>;
  const declared = spec.idempotency;
  if (!declared || !("key" in declared)) return body(input);
  // A malformed key is no key: the action is applied as if none had been sent.
  const key = typeof sentKey === "string" && IDEMPOTENCY_KEY_PATTERN.test(sentKey) ? sentKey : null;
  const applied = declared.applied ?? (() => true);
  const fingerprint = fingerprintHash().update(stableJson(fields)).digest("base64url");
  // The answer goes through the same store as a route's: a result it applied is 200, any other 409.
  const answer = await answerOnce(
    { scope: `action ${declared.key}`, actor: admitted.session?.user.id ?? null, key, fingerprint, whole: true, arrivedAt },
    async () => {
      const result = await body(input);
      return Response.json({ result }, { status: applied(result) ? 200 : 409 });
    },
  );
  const stored = (await answer.json()) as { result?: Result; error?: string };
  if (stored.result !== undefined) return stored.result;
  // The store's own refusals (the key sent with other values, a repeat still running) as the action's answer.
  return spec.invalid(new z.ZodError([{ code: "custom", path: [], message: stored.error ?? "Please try again.", input: undefined }]));
}

function mark<F extends (...args: never[]) => Promise<unknown>>(action: F, role: Role, idempotency?: ActionIdempotency<never>): F & Marked {
  return Object.assign(action, { [ACTION]: { role, idempotency } });
}

/** An action called as (previousState, formData): by useActionState or a form with bound state. */
export function formAction<const R extends Role, S extends z.ZodType, Result>(
  spec: Spec<R, S, Result>,
  body: (input: ActionInput<R, z.output<S>>) => Promise<NoInfer<Result>>,
): ((previous: Result, formData: FormData) => Promise<Result>) & Marked {
  return mark(
    async (...args: [previous: Result, formData: FormData]) => {
      const [, formData] = actionArgs(FORM_ACTION_ARGS, args);
      return run(spec, formValues(formData), body);
    },
    spec.role,
    spec.idempotency as ActionIdempotency<never> | undefined,
  );
}

/** An action called with one object of named values, as a client component passes its fields. */
export function objectAction<const R extends Role, S extends z.ZodType, Result>(
  spec: Spec<R, S, Result>,
  body: (input: ActionInput<R, z.output<S>>) => Promise<NoInfer<Result>>,
): ((input: Record<string, unknown>) => Promise<Result>) & Marked {
  return mark(
    async (...args: [input: Record<string, unknown>]) => {
      const [input] = actionArgs(OBJECT_ACTION_ARGS, args);
      return run(spec, input, body);
    },
    spec.role,
    spec.idempotency as ActionIdempotency<never> | undefined,
  );
}

/** An action that takes no input (a sign-out button); whatever a form sends along is not read. */
export function plainAction<const R extends Role, Result>(
  spec: { role: R; idempotency?: { natural: string } } & Refusal<R, Result>,
  body: (input: Pick<ActionInput<R, undefined>, "session">) => Promise<Result>,
): (() => Promise<Result>) & Marked {
  return mark(
    async () => {
      const admitted = await admit(spec);
      if (!admitted.ok) return admitted.answer;
      return body({ session: admitted.session } as Pick<ActionInput<R, undefined>, "session">);
    },
    spec.role,
    spec.idempotency,
  );
}
