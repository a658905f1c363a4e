// POST /api/calculate-tax (seed 001 §7): { subtotal, shippingAddress: { address, city, state, zipCode } }
// → { totalTax, rate, state }. The checkout shows it; the order itself recomputes tax on the server.
import { NextResponse } from "next/server";
import { z } from "zod";
import { centsToDecimalString, toCents } from "@/lib/domain/money";
import { STATE_TAX_RATES, taxCents, toStateCode } from "@/lib/domain/tax";
import { route } from "@/lib/http/route";

const schema = z.object({
  subtotal: z
    .union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/, "subtotal must be an amount like 59.90")])
    .transform((value, ctx) => {
      const cents = toCents(value);
      if (cents < 0 || cents > 100_000_000) {
        ctx.addIssue({ code: "custom", message: "subtotal must be between 0 and 1,000,000" });
        return z.NEVER;
      }
      return cents;
    }),
  shippingAddress: z.object({
    address: z.string().max(200).optional(),
    city: z.string().max(100).optional(),
    state: z.string({ error: "state is required" }).transform((value, ctx) => {
      const code = toStateCode(value);
      if (!code) {
        ctx.addIssue({ code: "custom", message: "Use a US state or DC, e.g. WI or Wisconsin" });
        return z.NEVER;
      }
      return code;
    }),
    zipCode: z.string().max(10).optional(),
  }),
});

export const POST = route(
  { role: "public", body: schema, idempotency: { natural: "computes the tax and stores nothing" }, maxBytes: 4 * 1024 },
  ({ body }) => {
    const { subtotal, shippingAddress } = body;
    const tax = taxCents(subtotal, shippingAddress.state);
    return NextResponse.json({
      totalTax: Number(centsToDecimalString(tax)),
      rate: STATE_TAX_RATES[shippingAddress.state],
      state: shippingAddress.state,
    });
  },
);
