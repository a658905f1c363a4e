"use client";

import { useState } from "react";
import { LogOutIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { signOutNow } from "@/lib/auth/actions";
import { formatDate } from "./format";
import { usePortalSession } from "./portal-session";

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-2">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-all">{children}</dd>
    </div>
  );
}

/** Account tab: User Details and Account Settings (seed 000), and signing out. */
export function AccountTab() {
  const { user, signedOut } = usePortalSession();
  const [busy, setBusy] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim();

  async function signOut() {
    if (busy) return;
    setBusy(true);
    try {
      await signOutNow();
      toast.success("Signed out", { description: "You have been signed out of the customer portal." });
      signedOut();
    } catch {
      toast.error("Sign out failed", { description: "Please try again." });
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="portal-user-details" className="rounded-lg border p-4">
        <h3 id="portal-user-details" className="mb-3 text-base font-semibold">
          User Details
        </h3>
        <dl className="grid gap-2">
          <Detail label="Name">{name || "N/A"}</Detail>
          <Detail label="Email">{user.email}</Detail>
          <Detail label="User ID">
            <span className="font-mono text-xs">{user.id}</span>
          </Detail>
        </dl>
      </section>
      <section aria-labelledby="portal-account-settings" className="rounded-lg border p-4">
        <h3 id="portal-account-settings" className="mb-3 text-base font-semibold">
          Account Settings
        </h3>
        <dl className="grid gap-2">
          <Detail label="Account Type">Business</Detail>
          <Detail label="Status">Active</Detail>
          <Detail label="Member Since">{formatDate(user.createdAt)}</Detail>
        </dl>
      </section>
      <div className="md:col-span-2">
        <Button type="button" variant="outline" onClick={signOut} aria-disabled={busy || undefined}>
          <LogOutIcon aria-hidden="true" />
          {busy ? "Signing Out..." : "Sign Out"}
        </Button>
      </div>
    </div>
  );
}
