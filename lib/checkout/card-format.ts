// What the card inputs show while the shopper types: the number in groups of four, the expiry as MM/YY.
// Pure; the checks themselves are the tokenizer's (lib/payments/test-tokenizer.ts).

export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCardCode(input: string): string {
  return input.replace(/\D/g, "").slice(0, 4);
}
