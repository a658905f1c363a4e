// A doubled sign-up is applied once: the register form sends its values with one idempotencyKey
// (components/auth/use-auth-form.ts), and five submits of them at once make one account and send one
// e-mail, each answered alike; the same values after the answer are answered from the first.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerAction } from "@/lib/auth/actions";
import { IDLE } from "@/lib/auth/form-state";
import { db } from "@/lib/db/client";

// Server actions read the request through next/headers, as Next hands it to them.
const actionRequest = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => actionRequest.headers }));

afterEach(() => {
  actionRequest.headers = new Headers();
});

function signUp(email: string, key: string | null): FormData {
  const data = new FormData();
  const fields = { firstName: "Sid", lastName: "Signup", company: "Sid's Suds", email, password: "a long and quiet harbour 42" };
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (key) data.append("idempotencyKey", key);
  return data;
}

const emailsTo = (to: string) => db().outgoingEmail.count({ where: { to } });

describe("sign-up", () => {
  it("five submits of the same form at once make one account and send one e-mail", async () => {
    // An address of its own, so that the per-address limit of other tests never counts.
    actionRequest.headers = new Headers({ "x-forwarded-for": `10.91.${Math.floor(Math.random() * 250)}.7` });
    const email = `signup-${randomUUID()}@example.com`;
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => registerAction(IDLE, signUp(email, key))));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: "success" });
    expect(await db().user.count({ where: { email } })).toBe(1);
    expect(await emailsTo(email)).toBe(1);

    // A retry after the answer was lost: the kept answer, no second e-mail.
    expect(await registerAction(IDLE, signUp(email, key))).toEqual(answers[0]);
    expect(await emailsTo(email)).toBe(1);
  });
});
