"use client";

import { useFormStatus } from "react-dom";
import { LogOutIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { signOutAction } from "@/lib/auth/actions";

function SignOutSubmit() {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant="outline" disabled={pending}>
      {pending ? <Spinner aria-hidden="true" role="presentation" aria-label={undefined} /> : <LogOutIcon aria-hidden="true" />}
      {pending ? "Signing out..." : "Sign Out"}
    </Button>
  );
}

/** Works before the page's script has loaded too: a plain form posting to the server action. */
export function SignOutButton({ className }: { className?: string }) {
  return (
    <form action={signOutAction} className={className}>
      <SignOutSubmit />
    </form>
  );
}
