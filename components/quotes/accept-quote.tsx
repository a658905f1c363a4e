"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { CART_CHANGED_EVENT, fetchCart } from "@/lib/cart/client";
import { api } from "@/lib/client/api";

/**
 * Accept Quote (or Continue to Checkout once accepted): the server puts the quote's lines at its prices into
 * this browser's cart and the checkout opens. A refusal (expired meanwhile, a newer revision) is said here,
 * and the page is reloaded when a revision came in, so that the customer reads what they accept.
 */
export function AcceptQuote({ token, revision, label }: { token: string; revision: number; label: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; reload: boolean } | null>(null);

  async function accept() {
    if (pending) return;
    setPending(true);
    setProblem(null);
    const result = await api.post(`/api/quotes/${token}/accept`, z.unknown(), { revision });
    if (result.ok) {
      // Every cart button and the checkout read the cart the quote became (or fetch it, if it did not come).
      const cart = await fetchCart();
      window.dispatchEvent(cart.ok ? new CustomEvent(CART_CHANGED_EVENT, { detail: cart.data }) : new Event(CART_CHANGED_EVENT));
      router.push("/checkout");
      return;
    }
    if (result.status === 0) {
      setProblem({ message: "The quote could not be accepted: the connection failed. Please try again.", reload: false });
    } else {
      setProblem({
        message: result.kind === "refused" ? result.error : "The quote could not be accepted. Please try again or call us.",
        reload: result.fields.revision !== undefined || result.fields.status !== undefined,
      });
    }
    setPending(false);
  }

  return (
    <div className="grid gap-3">
      <Button type="button" size="lg" onClick={() => void accept()} disabled={pending} aria-busy={pending} data-testid="accept-quote">
        {pending ? "Opening checkout…" : label}
      </Button>
      {problem ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          <p>{problem.message}</p>
          {problem.reload ? (
            <button type="button" className="mt-2 font-medium underline underline-offset-4" onClick={() => window.location.reload()}>
              Reload the quote
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
