// Card tokenization in the browser (DESIGN §5): the card number goes to Accept.js (or, in test mode, the
// local tokenizer of the same shape) and only the opaque token comes to our server. Client-only for
// Accept.js; readAcceptResponse is pure.
import type { OpaqueData } from "@/lib/payments/types";
import {
  CARD_FIELD_MESSAGES,
  tokenizeTestCard,
  validateCardFields,
  type CardFieldErrors,
  type CardFields,
} from "@/lib/payments/test-tokenizer";

export type CardTokenizer =
  | { implementation: "test" }
  | { implementation: "unconfigured" }
  | { implementation: "authorize-net"; apiLoginId: string; clientKey: string; scriptUrl: string };

export type CardTokenResult = { ok: true; opaqueData: OpaqueData } | { ok: false; error: string; fields: CardFieldErrors };

export type AcceptResponse = {
  messages?: { resultCode?: string; message?: { code?: string; text?: string }[] };
  opaqueData?: Partial<OpaqueData>;
};

type AcceptLibrary = {
  dispatchData: (
    secureData: {
      authData: { apiLoginID: string; clientKey: string };
      cardData: { cardNumber: string; month: string; year: string; cardCode: string };
    },
    callback: (response: AcceptResponse) => void,
  ) => void;
};

/** Accept.js's error codes that point at one card field. */
const FIELD_OF_CODE: Record<string, keyof CardFields> = {
  E_WC_05: "cardNumber",
  E_WC_06: "expirationDate",
  E_WC_07: "expirationDate",
  E_WC_08: "expirationDate",
  E_WC_15: "cardCode",
};

export const ACCEPT_UNAVAILABLE = "Card payments could not be loaded. Please check your connection and try again.";

/** What Accept.js answered: the token, or its messages as the form's field errors. */
export function readAcceptResponse(response: AcceptResponse): CardTokenResult {
  const messages = response.messages?.message ?? [];
  const descriptor = response.opaqueData?.dataDescriptor;
  const value = response.opaqueData?.dataValue;
  if (response.messages?.resultCode === "Ok" && descriptor && value) {
    return { ok: true, opaqueData: { dataDescriptor: descriptor, dataValue: value } };
  }
  const fields: CardFieldErrors = {};
  for (const message of messages) {
    const field = message.code ? FIELD_OF_CODE[message.code] : undefined;
    if (field && message.text) fields[field] ??= message.text;
  }
  const error =
    messages
      .map((message) => message.text)
      .filter(Boolean)
      .join(" ") || CARD_FIELD_MESSAGES.summary;
  return { ok: false, error, fields };
}

let loading: Promise<AcceptLibrary> | undefined;

function acceptLibrary(): AcceptLibrary | undefined {
  return (window as unknown as { Accept?: AcceptLibrary }).Accept;
}

/** Loads Accept.js once; a failed load can be retried. */
export function loadAcceptJs(scriptUrl: string): Promise<AcceptLibrary> {
  const ready = acceptLibrary();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<AcceptLibrary>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.charset = "utf-8";
    script.async = true;
    script.onload = () => {
      const library = acceptLibrary();
      if (library) resolve(library);
      else reject(new Error(ACCEPT_UNAVAILABLE));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(ACCEPT_UNAVAILABLE));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Turns the card fields into an opaque token with the configured tokenizer. */
export async function tokenizeCard(tokenizer: CardTokenizer, card: CardFields, now: Date = new Date()): Promise<CardTokenResult> {
  if (tokenizer.implementation === "test") {
    const result = tokenizeTestCard(card, now);
    return result.ok ? { ok: true, opaqueData: result.opaqueData } : { ok: false, error: result.error, fields: result.fields };
  }
  if (tokenizer.implementation === "unconfigured") return { ok: false, error: ACCEPT_UNAVAILABLE, fields: {} };
  const checked = validateCardFields(card, now);
  if (!checked.ok) return checked;
  let library: AcceptLibrary;
  try {
    library = await loadAcceptJs(tokenizer.scriptUrl);
  } catch {
    return { ok: false, error: ACCEPT_UNAVAILABLE, fields: {} };
  }
  const { number, expMonth, expYear, code } = checked.card;
  return new Promise<CardTokenResult>((resolve) => {
    library.dispatchData(
      {
        authData: { apiLoginID: tokenizer.apiLoginId, clientKey: tokenizer.clientKey },
        cardData: { cardNumber: number, month: String(expMonth).padStart(2, "0"), year: String(expYear), cardCode: code },
      },
      (response) => resolve(readAcceptResponse(response)),
    );
  });
}
