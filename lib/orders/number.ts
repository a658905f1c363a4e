// Order numbers that shoppers can read out on the phone and nobody can guess: "TZ-261122-7KQ4MX".

// No 0/O or 1/I/L, which are misread on the phone.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function orderNumber(date: Date, random: (size: number) => Uint8Array): string {
  const yy = String(date.getUTCFullYear() % 100).padStart(2, "0");
  const mm = String(date.getUTCMonth() + 1).padStart(2, "0");
  const dd = String(date.getUTCDate()).padStart(2, "0");
  const suffix = Array.from(random(6), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `TZ-${yy}${mm}${dd}-${suffix}`;
}

export const ORDER_NUMBER_PATTERN = /^TZ-\d{6}-[2-9A-HJKMNP-Z]{6}$/;
