"use client";

import dynamic from "next/dynamic";
import { AlertCircleIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import type { PortalUser } from "@/lib/portal/schemas";
import type { PortalLink } from "@/lib/portal/links";
import { cn } from "@/lib/utils";
import { PortalSessionProvider, type PortalSession } from "./portal-session";

const PortalDashboard = dynamic(() => import("./portal-dashboard").then((m) => m.PortalDashboard), {
  loading: () => <FormSkeleton label="Loading your account" />,
});
const SignInForm = dynamic(() => import("@/components/auth/sign-in-form").then((m) => m.SignInForm), {
  loading: () => <FormSkeleton label="Loading sign-in" />,
});

function FormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
    </div>
  );
}

export type UserState = { status: "unknown" } | { status: "error" } | { status: "known"; user: PortalUser | null };

/**
 * The Customer Portal's dialog (components/portal/customer-portal.tsx holds its state and its button):
 * signed out, the sign-in view; signed in, the dashboard.
 */
export function PortalDialog({
  open,
  onOpenChange,
  session,
  userState,
  link,
  onRetry,
  onSignedIn,
  welcomeRef,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: PortalSession | null;
  userState: UserState;
  link: PortalLink | null;
  onRetry: () => void;
  onSignedIn: () => Promise<void>;
  welcomeRef: React.RefObject<HTMLHeadingElement | null>;
  /** Where the focus goes when the dialog closes: the button that opened it. */
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn("gap-5 p-4 sm:p-6", session ? "sm:max-w-4xl" : "sm:max-w-md")}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo();
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {session ? (
          <PortalSessionProvider value={session}>
            <DialogHeader className="gap-1 pr-8 text-left">
              <DialogTitle ref={welcomeRef} tabIndex={-1} className="text-xl outline-none">
                Welcome back, {session.user.firstName.trim() || "Customer"}!
              </DialogTitle>
              <DialogDescription className="break-all">{session.user.email}</DialogDescription>
              <span className="mt-1 inline-flex w-fit items-center gap-1.5 rounded-full border border-green-300 bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
                <span className="size-1.5 rounded-full bg-green-700" aria-hidden="true" />
                Account Status: Active
              </span>
            </DialogHeader>
            <PortalDashboard link={link} />
          </PortalSessionProvider>
        ) : (
          <>
            <DialogHeader className="pr-8 text-left">
              <DialogTitle className="text-xl">Customer Portal</DialogTitle>
              <DialogDescription>Sign in to see your orders, documents and support tickets.</DialogDescription>
            </DialogHeader>
            {userState.status === "unknown" && <FormSkeleton label="Checking your account" />}
            {userState.status === "error" && (
              <Alert variant="destructive">
                <AlertCircleIcon aria-hidden="true" />
                <AlertTitle>Could not reach your account</AlertTitle>
                <AlertDescription>
                  <p>Check your connection and try again.</p>
                  <Button type="button" variant="outline" size="sm" className="mt-2" onClick={onRetry}>
                    Try again
                  </Button>
                </AlertDescription>
              </Alert>
            )}
            {userState.status === "known" && (
              // The form replaces a loading placeholder, after the dialog placed focus: it starts in its first field.
              <SignInForm onSignedIn={onSignedIn} onLeave={() => onOpenChange(false)} autoFocus registerHref="/register" />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
