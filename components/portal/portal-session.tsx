"use client";

import { createContext, useContext } from "react";
import type { PortalUser } from "@/lib/portal/schemas";

export type PortalSession = {
  user: PortalUser;
  /** A call answered 401 while the dashboard showed: tell the visitor and send them to sign in. */
  sessionLost: () => void;
  /** Closes the dialog, e.g. before following a link to another page. */
  close: () => void;
  signedOut: () => void;
};

const PortalSessionContext = createContext<PortalSession | null>(null);

export const PortalSessionProvider = PortalSessionContext.Provider;

export function usePortalSession(): PortalSession {
  const value = useContext(PortalSessionContext);
  if (!value) throw new Error("usePortalSession must be used inside the portal dashboard");
  return value;
}
