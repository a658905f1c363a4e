"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { UserIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { homeAfterSignIn } from "@/lib/auth/callback-url";
import { loginPath } from "@/lib/auth/login-redirect";
import { whenShown } from "@/lib/client/when-shown";
import { fetchCurrentUser } from "@/lib/portal/client";
import { readPortalLink, withoutPortalLink, type PortalLink } from "@/lib/portal/links";
import { cn } from "@/lib/utils";
import type { UserState } from "./portal-dialog";
import { OPEN_PORTAL_EVENT, type OpenPortalDetail } from "./portal-events";
import type { PortalSession } from "./portal-session";

// The header is on every page; the dialog (and the sign-in form or the dashboard inside it) only once
// someone opens it.
const loadDialog = () => import("./portal-dialog").then((m) => m.PortalDialog);
const PortalDialog = dynamic(loadDialog, { ssr: false });

/** Seed 000 §9: after the "Unauthorized" toast the browser goes to /api/login this much later. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
const SESSION_LOST_TOAST = "session-lost-toast";

/**
 * The header's Customer Portal: its button and dialog. Signed out it shows the sign-in view, signed in
 * the dashboard; a staff member is taken to the staff area instead. The current user is looked up when
 * the dialog first opens (or as the pointer comes near the button, or it gets the focus) and kept for the
 * page's life (seed 000 §7), except that signing in or out here updates it. A page opened from the
 * e-mail's link (?portal=support&ticket=…) opens the dialog at that ticket, after sign-in when signed out.
 */
export function CustomerPortal({ className }: { className?: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [userState, setUserState] = useState<UserState>({ status: "unknown" });
  const [link, setLink] = useState<PortalLink | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const welcomeRef = useRef<HTMLHeadingElement>(null);
  const justSignedIn = useRef(false);
  const lookup = useRef<Promise<void> | null>(null);

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

  // One lookup at a time: the one started as the pointer came near serves the press that follows.
  const lookUpUser = useCallback(() => {
    lookup.current ??= fetchCurrentUser()
      .then((result) => setUserState(result.ok ? { status: "known", user: result.data } : { status: "error" }))
      .finally(() => {
        lookup.current = null;
      });
    return lookup.current;
  }, []);

  useEffect(() => {
    // lookUpUser() sets state only once its call answers, never during the effect.
    if (open && userState.status === "unknown") void lookUpUser();
  }, [open, userState.status, lookUpUser]);

  const user = userState.status === "known" ? userState.user : null;
  // Staff have an area of their own: the button, the menu's entry and a sign-in here lead there, not to the portal.
  const staff = user?.role === "staff";
  const toStaffArea = open && staff;

  useEffect(() => {
    if (toStaffArea) router.push(homeAfterSignIn("staff"));
  }, [toStaffArea, router]);

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
        toast.error("Unauthorized", { description: "You are logged out. Logging in again...", testId: SESSION_LOST_TOAST });
        // /api/login is a route handler that sends the visitor on to sign in, not a page the router knows;
        // it brings them back to this page, named here rather than left to the Referer.
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        // The 500 ms count from when the message is on screen (a busy page draws it late), never more than a second late.
        void whenShown(`[data-testid="${SESSION_LOST_TOAST}"]`, 1_000).then(() =>
          window.setTimeout(() => window.location.assign(loginPath(here)), LOGIN_REDIRECT_DELAY_MS),
        );
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

  // The dialog's code is fetched the first time it opens (or as the pointer comes near the button, or it
  // gets the focus); until then the button is the header's only part of the portal.
  if (open && !wanted) setWanted(true);
  const prepare = () => {
    void loadDialog();
    if (userState.status === "unknown") void lookUpUser();
  };

  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant="outline"
        size="sm"
        title="Customer Portal"
        aria-haspopup="dialog"
        aria-expanded={open}
        // Beside the full menu there is no room for the words: the account icon, named for screen readers.
        className={cn("size-10 px-0 md:size-9 [&_svg:not([class*='size-'])]:size-5", className)}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => setOpen(true)}
      >
        <UserIcon aria-hidden="true" />
        <span className="sr-only">Customer Portal</span>
      </Button>
      {wanted && (
        <PortalDialog
          open={open && !staff}
          onOpenChange={openChanged}
          session={session}
          userState={userState}
          link={link}
          onRetry={() => void lookUpUser()}
          onSignedIn={signedIn}
          welcomeRef={welcomeRef}
          // Opened from the mobile menu: its button gets focus back, not the hidden header button.
          returnFocusTo={() => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            return target?.isConnected ? target : trigger.current;
          }}
        />
      )}
    </>
  );
}
