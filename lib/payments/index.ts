// Payments: the gateway interface (types.ts) and its implementations, chosen from the environment by
// config.ts (DESIGN §5). The order service calls `cardGateway()` and `payPalGateway()` and records what
// they answer; only the test gateways keep what they did, in the database (test-ledger.ts).
// - authorizenet-gateway.ts  Authorize.net through its Node SDK: charge an Accept.js token, void, refund
// - paypal-gateway.ts        PayPal Orders v2 REST: create, capture, refund
// - test-*.ts                the offline stand-ins of test mode (see each file); test-ledger.ts keeps
//                            what they did, so that any process can ask them as one asks a real gateway
// - test-tokenizer.ts        client-safe: card field checks and the test stand-in for Accept.js;
//                            client components import it directly (this index is server-only)
// - test-card-token.ts       the server's check of a test card token (node:crypto)
// - unconfigured-gateways.ts the refusal used when a real server has no credentials
import "server-only";
import { publicOrigin } from "@/lib/http/public-origin";
import { siteConfig } from "@/lib/site-config";
import { createAuthorizeNetGateway } from "./authorizenet-gateway";
import { paymentsSetup } from "./config";
import { createPayPalGateway } from "./paypal-gateway";
import { createTestCardGateway } from "./test-card-gateway";
import { createTestPayPalGateway, readTestApproval, type TestApproval } from "./test-paypal-gateway";
import type { CardGateway, PayPalGateway } from "./types";
import { unconfiguredCardGateway, unconfiguredPayPalGateway } from "./unconfigured-gateways";

export type * from "./types";
export { CARD_ERROR_MESSAGE } from "./types";
export { paymentsClientConfig, paymentsMode, paymentsSetup } from "./config";
export { TEST_APPROVAL_PATH, type TestApproval } from "./test-paypal-gateway";

/** The card gateway for this request's environment. Cheap: build it per use, do not cache it. */
export function cardGateway(): CardGateway {
  const { card } = paymentsSetup();
  switch (card.implementation) {
    case "authorize-net":
      return createAuthorizeNetGateway(card.settings);
    case "test":
      return createTestCardGateway();
    case "unconfigured":
      return unconfiguredCardGateway;
  }
}

/** The PayPal gateway for this request's environment (its OAuth token is cached per process). */
export function payPalGateway(): PayPalGateway {
  const { paypal } = paymentsSetup();
  switch (paypal.implementation) {
    case "paypal":
      return createPayPalGateway({ ...paypal.settings, brandName: siteConfig.companyName });
    case "test":
      return createTestPayPalGateway(paypal.secret);
    case "unconfigured":
      return unconfiguredPayPalGateway;
  }
}

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * What the test approval page (/paypal-test/approve) shows, or undefined when it must answer 404: not
 * in test mode, a link this site did not sign, or return/cancel URLs leading off this site, whose
 * address is the one every link uses (lib/http/public-origin.ts).
 */
export function testPayPalApproval(
  searchParams: SearchParams,
  requestHeaders: { get(name: string): string | null },
): TestApproval | undefined {
  const { paypal } = paymentsSetup();
  if (paypal.implementation !== "test") return undefined;
  const one = (name: string) => {
    const value = searchParams[name];
    return typeof value === "string" ? value : undefined;
  };
  return readTestApproval(
    { token: one("token"), return: one("return"), cancel: one("cancel"), sig: one("sig") },
    [new URL(publicOrigin(requestHeaders)).host],
    paypal.secret,
  );
}
