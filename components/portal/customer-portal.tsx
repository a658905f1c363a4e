"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { AlertCircleIcon, UserIcon } from "lucide-react";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { loginPath } from "@/lib/auth/login-redirect";
import { fetchCurrentUser, type PortalUser } from "@/lib/portal/client";
import { readPortalLink, withoutPortalLink, type PortalLink } from "@/lib/portal/links";
import { cn } from "@/lib/utils";
import { OPEN_PORTAL_EVENT, type OpenPortalDetail } from "./portal-events";
import { PortalSessionProvider, type PortalSession } from "./portal-session";

// The header is on every page, the dialog's insides are needed only once someone opens it.
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

/** Seed 000 §9: after the "Unauthorized" toast the browser goes to /api/login this much later. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

type UserState = { status: "unknown" } | { status: "error" } | { status: "known"; user: PortalUser | null };

/**
 * The header's Customer Portal: its button and dialog. Signed out it shows the sign-in view, signed in
 * the dashboard. The current user is looked up when the dialog first opens and kept for the page's
 * life (seed 000 §7), except that signing in or out here updates it. A page opened from the e-mail's link
 * (?portal=support&ticket=…) opens the dialog at that ticket, after sign-in when signed out.
 */
export function CustomerPortal({ className }: { className?: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [userState, setUserState] = useState<UserState>({ status: "unknown" });
  const [link, setLink] = useState<PortalLink | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const welcomeRef = useRef<HTMLHeadingElement>(null);
  const justSignedIn = useRef(false);

  useEffect(() => {
    const onOpen = (event: Event) => {
      returnFocusTo.current = (event as CustomEvent<OpenPortalDetail>).detail?.returnFocusTo ?? null;
      setOpen(true);
    };
    window.addEventListener(OPEN_PORTAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_PORTAL_EVENT, onOpen);
  }, []);

  // The address is the browser's alone (the server's HTML is the same for every link): read once, after hydration.
  useEffect(() => {
    const found = readPortalLink(window.location.search);
    if (!found) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLink(found);
    setOpen(true);
    // Read once: a reload or a shared address does not open the ticket again.
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${withoutPortalLink(search)}${hash}`);
  }, []);

  const openChanged = (next: boolean) => {
    setOpen(next);
    // Opened again later, the portal starts at its first tab.
    if (!next) setLink(null);
  };

  const lookUpUser = useCallback(async () => {
    try {
      setUserState({ status: "known", user: await fetchCurrentUser() });
    } catch {
      setUserState({ status: "error" });
    }
  }, []);

  useEffect(() => {
    // lookUpUser() sets state only once its call answers, never during the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (open && userState.status === "unknown") void lookUpUser();
  }, [open, userState.status, lookUpUser]);

  const user = userState.status === "known" ? userState.user : null;

  // The Sign In button is gone once the dashboard shows: move focus to its heading, which also announces it.
  useEffect(() => {
    if (user && justSignedIn.current) {
      justSignedIn.current = false;
      welcomeRef.current?.focus();
    }
  }, [user]);

  const session = useMemo<PortalSession | null>(() => {
    if (!user) return null;
    let lost = false;
    return {
      user,
      sessionLost: () => {
        if (lost) return;
        lost = true;
        toast.error("Unauthorized", { description: "You are logged out. Logging in again..." });
        // /api/login is a route handler that sends the visitor on to sign in, not a page the router knows;
        // it brings them back to this page, named here rather than left to the Referer.
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        window.setTimeout(() => window.location.assign(loginPath(here)), LOGIN_REDIRECT_DELAY_MS);
      },
      close: () => {
        setOpen(false);
        setLink(null);
      },
      signedOut: () => {
        setUserState({ status: "known", user: null });
        router.refresh();
      },
    };
  }, [user, router]);

  const signedIn = async () => {
    justSignedIn.current = true;
    await lookUpUser();
    router.refresh();
  };

  return (
    <Dialog open={open} onOpenChange={openChanged}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          title="Customer Portal"
          // Beside the full menu there is no room for the words: the account icon, named for screen readers.
          className={cn("size-10 px-0 md:size-9 [&_svg:not([class*='size-'])]:size-5", className)}
        >
          <UserIcon aria-hidden="true" />
          <span className="sr-only">Customer Portal</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        className={cn("gap-5 p-4 sm:p-6", session ? "sm:max-w-4xl" : "sm:max-w-md")}
        onCloseAutoFocus={(event) => {
          // Opened from the mobile menu: its button gets focus back, not the hidden header button.
          const target = returnFocusTo.current;
          returnFocusTo.current = null;
          if (target?.isConnected) {
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
                  <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void lookUpUser()}>
                    Try again
                  </Button>
                </AlertDescription>
              </Alert>
            )}
            {userState.status === "known" && (
              // The form replaces a loading placeholder, after the dialog placed focus: it starts in its first field.
              <SignInForm onSignedIn={signedIn} onLeave={() => openChanged(false)} autoFocus registerHref="/register" />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
