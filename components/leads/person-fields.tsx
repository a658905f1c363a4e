"use client";

import { TextField } from "@/components/forms/text-field";
import { LIMITS } from "@/lib/leads/schemas";

/** How the lead forms start: first and last name, e-mail and, unless `phone` is false, an optional phone. */
export function PersonFields({ emailLabel = "Email", phone = true }: { emailLabel?: string; phone?: boolean }) {
  return (
    <>
      <TextField name="firstName" label="First Name" required autoComplete="given-name" maxLength={LIMITS.name} />
      <TextField name="lastName" label="Last Name" required autoComplete="family-name" maxLength={LIMITS.name} />
      <TextField name="email" label={emailLabel} required type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.email} />
      {phone && <TextField name="phone" label="Phone" optional type="tel" inputMode="tel" autoComplete="tel" maxLength={LIMITS.phone} />}
    </>
  );
}
