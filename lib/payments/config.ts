// Which payment implementation answers, decided from the environment (DESIGN §5):
// - a gateway with its credentials set uses the real service (sandbox or production);
// - without credentials it uses the offline test implementation, but only where no real customer can
//   be charged by mistake: the embedded database of `npm start` (the launcher sets EMBEDDED_DATABASE=1)
//   or an explicit PAYMENTS_MODE=test;
// - otherwise (a real DATABASE_URL, no credentials) it is "unconfigured" and refuses every payment.
// PAYMENTS_MODE=test forces the test implementations even when credentials are set; PAYMENTS_MODE=live
// never falls back to them.
// The test implementations sign what they hand out with TEST_GATEWAY_SECRET. Without it they start
// only in those two cases, with a random key of the process (test PayPal links then last until the
// site restarts, and several processes need the variable); anywhere else they refuse to start.
import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";

const optionalText = z.string().trim().min(1).optional();
const optionalUrl = z.url({ protocol: /^https?$/ }).optional();

const envSchema = z.object({
  AUTHORIZE_NET_API_LOGIN_ID: optionalText,
  AUTHORIZE_NET_TRANSACTION_KEY: optionalText,
  /** Public: Accept.js needs it in the browser. */
  AUTHORIZE_NET_CLIENT_KEY: optionalText,
  AUTHORIZE_NET_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
  /** Replaces the SDK's endpoint; the contract tests point it at a local fake. */
  AUTHORIZE_NET_ENDPOINT: optionalUrl,
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_ENV: z.enum(["sandbox", "live"]).default("sandbox"),
  PAYPAL_API_BASE: optionalUrl,
  PAYMENTS_MODE: z.enum(["test", "live"]).optional(),
  TEST_GATEWAY_SECRET: optionalText,
  EMBEDDED_DATABASE: z.string().optional(),
  DATABASE_URL: optionalText,
});

type PaymentsEnv = z.infer<typeof envSchema>;

/** process.env, or a plain object of variables in tests. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

export type AuthorizeNetSettings = {
  apiLoginId: string;
  transactionKey: string;
  clientKey: string;
  environment: "sandbox" | "production";
  /** Set only to override the SDK's sandbox/production endpoint. */
  endpoint?: string;
};

export type PayPalSettings = {
  clientId: string;
  clientSecret: string;
  environment: "sandbox" | "live";
  apiBase: string;
};

export type CardSetup =
  | { implementation: "authorize-net"; settings: AuthorizeNetSettings }
  | { implementation: "test"; secret: string }
  | { implementation: "unconfigured" };

export type PayPalSetup =
  { implementation: "paypal"; settings: PayPalSettings } | { implementation: "test"; secret: string } | { implementation: "unconfigured" };

type Fallback = { implementation: "test"; secret: string } | { implementation: "unconfigured" };

export type PaymentsSetup = { card: CardSetup; paypal: PayPalSetup };

const PAYPAL_API_BASES = { sandbox: "https://api-m.sandbox.paypal.com", live: "https://api-m.paypal.com" } as const;

const ACCEPT_JS_URLS = {
  sandbox: "https://jstest.authorize.net/v1/Accept.js",
  production: "https://js.authorize.net/v1/Accept.js",
} as const;

// Blank variables (as .env files often leave them) count as unset.
function readEnv(source: EnvSource): Record<keyof PaymentsEnv, string | undefined> {
  const keys = Object.keys(envSchema.shape) as (keyof PaymentsEnv)[];
  return Object.fromEntries(keys.map((key) => [key, source[key]?.trim() || undefined])) as Record<keyof PaymentsEnv, string | undefined>;
}

let reportedInvalidEnv = false;
let reportedNoSecret = false;

// On globalThis: every bundle of the server that reads the key must get the same one.
const holder = globalThis as typeof globalThis & { __tzTestGatewayKey?: string };

/**
 * The key the test gateways sign with: TEST_GATEWAY_SECRET, or where no real customer can pay
 * (`allowed`) a random key of this process; undefined when they must not start.
 */
function testGatewaySecret(env: PaymentsEnv, allowed: boolean): string | undefined {
  if (env.TEST_GATEWAY_SECRET) return env.TEST_GATEWAY_SECRET;
  if (!allowed) return undefined;
  holder.__tzTestGatewayKey ??= randomBytes(32).toString("base64url");
  return holder.__tzTestGatewayKey;
}

/**
 * The implementation each gateway uses. Reads the environment on every call (it is cheap), so tests
 * can change it; an invalid value makes both gateways "unconfigured" rather than crashing checkout.
 */
export function paymentsSetup(source: EnvSource = process.env): PaymentsSetup {
  const parsed = envSchema.safeParse(readEnv(source));
  if (!parsed.success) {
    if (!reportedInvalidEnv) {
      reportedInvalidEnv = true;
      console.error(`Payments are disabled: invalid environment.\n${z.prettifyError(parsed.error)}`);
    }
    return { card: { implementation: "unconfigured" }, paypal: { implementation: "unconfigured" } };
  }
  const env = parsed.data;
  const forceTest = env.PAYMENTS_MODE === "test";
  const embedded = env.PAYMENTS_MODE !== "live" && env.EMBEDDED_DATABASE === "1";
  // No DATABASE_URL at all means nothing real can be stored or charged (unit tests, scripts); the test
  // gateways still need their key there.
  const noDatabase = env.PAYMENTS_MODE !== "live" && !env.DATABASE_URL;
  let fallback: Fallback = { implementation: "unconfigured" };
  if (forceTest || embedded || noDatabase) {
    const secret = testGatewaySecret(env, forceTest || embedded);
    if (secret) fallback = { implementation: "test", secret };
    else if (!reportedNoSecret) {
      reportedNoSecret = true;
      console.error("Payments are disabled: the test gateways need TEST_GATEWAY_SECRET (or PAYMENTS_MODE=test, or the embedded database).");
    }
  }

  const card: CardSetup =
    !forceTest && env.AUTHORIZE_NET_API_LOGIN_ID && env.AUTHORIZE_NET_TRANSACTION_KEY && env.AUTHORIZE_NET_CLIENT_KEY
      ? {
          implementation: "authorize-net",
          settings: {
            apiLoginId: env.AUTHORIZE_NET_API_LOGIN_ID,
            transactionKey: env.AUTHORIZE_NET_TRANSACTION_KEY,
            clientKey: env.AUTHORIZE_NET_CLIENT_KEY,
            environment: env.AUTHORIZE_NET_ENV,
            endpoint: env.AUTHORIZE_NET_ENDPOINT,
          },
        }
      : fallback;

  const paypal: PayPalSetup =
    !forceTest && env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? {
          implementation: "paypal",
          settings: {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            environment: env.PAYPAL_ENV,
            apiBase: (env.PAYPAL_API_BASE ?? PAYPAL_API_BASES[env.PAYPAL_ENV]).replace(/\/+$/, ""),
          },
        }
      : fallback;

  return { card, paypal };
}

/**
 * "test" when some payment the checkout offers would not move real money (the offline test
 * implementation or a sandbox account): the checkout then shows its "test mode" badge.
 */
export function paymentsMode(source: EnvSource = process.env): "test" | "live" {
  const { card, paypal } = paymentsSetup(source);
  const cardIsTest = card.implementation === "test" || (card.implementation === "authorize-net" && card.settings.environment === "sandbox");
  const paypalIsTest =
    paypal.implementation === "test" || (paypal.implementation === "paypal" && paypal.settings.environment === "sandbox");
  return cardIsTest || paypalIsTest ? "test" : "live";
}

export type PaymentsClientConfig = {
  mode: "test" | "live";
  card:
    | { implementation: "test" }
    | { implementation: "unconfigured" }
    /** Accept.js: load `scriptUrl`, then `Accept.dispatchData({ authData: { apiLoginID, clientKey }, cardData })`. */
    | { implementation: "authorize-net"; apiLoginId: string; clientKey: string; scriptUrl: string };
  paypal:
    | { implementation: "test" }
    | { implementation: "unconfigured" }
    /** For @paypal/react-paypal-js buttons. */
    | { implementation: "paypal"; clientId: string; environment: "sandbox" | "live" };
};

/** What the checkout page may hand to the browser: public identifiers only, never a secret. */
export function paymentsClientConfig(source: EnvSource = process.env): PaymentsClientConfig {
  const { card, paypal } = paymentsSetup(source);
  return {
    mode: paymentsMode(source),
    card:
      card.implementation === "authorize-net"
        ? {
            implementation: "authorize-net",
            apiLoginId: card.settings.apiLoginId,
            clientKey: card.settings.clientKey,
            scriptUrl: ACCEPT_JS_URLS[card.settings.environment],
          }
        : { implementation: card.implementation },
    paypal:
      paypal.implementation === "paypal"
        ? { implementation: "paypal", clientId: paypal.settings.clientId, environment: paypal.settings.environment }
        : { implementation: paypal.implementation },
  };
}
