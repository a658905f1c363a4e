// One app instance paying a checkout by card for payment-attempts.test.ts, as the card payment route
// would, with the test gateway; with TEST_GATEWAY_EXIT_AFTER_CHARGE=1 it is killed right after the
// gateway approved, before it could record anything. Prints the outcome's kind when it lives.
//   node --conditions=react-server --import tsx tests/integration/support/card-payment-process.ts <cartId> <idempotencyKey> <email>
import { z } from "zod";
import { db } from "@/lib/db/client";
import { payByCard } from "@/lib/orders/card-payment";
import { checkoutCustomerSchema } from "@/lib/orders/schemas";
import { checkoutCustomer, testCardToken } from "@/tests/support/checkout";

const [cartId, idempotencyKey, email] = z.tuple([z.string().min(1), z.uuid(), z.email()]).parse(process.argv.slice(2));
const customer = checkoutCustomerSchema.parse(checkoutCustomer({ firstName: "Kim", lastName: "Instance", email }));
const outcome = await payByCard({ cartId, userId: null, idempotencyKey, customer, opaqueData: testCardToken("4111 1111 1111 1111") });
process.stdout.write(`${outcome.kind}\n`);
await db().$disconnect();
