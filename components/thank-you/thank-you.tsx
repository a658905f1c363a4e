"use client";

import { useEffect, useRef, useState } from "react";
import { takeCompletedOrder, type CompletedOrder } from "@/lib/checkout/completed-order";
import { GenericThankYou } from "./generic-thank-you";
import { OrderReceipt } from "./order-receipt";

function completedOrderOnce(): CompletedOrder | null {
  try {
    return takeCompletedOrder(window.sessionStorage);
  } catch {
    return null;
  }
}

/**
 * /thank-you (seed 001 §2): the completed order the checkout stored, read once and removed, so a reload
 * shows the generic thanks.
 */
export function ThankYou() {
  // undefined while the stored order has not been looked at (the server has no sessionStorage).
  const [order, setOrder] = useState<CompletedOrder | null | undefined>(undefined);
  const taken = useRef(false);

  useEffect(() => {
    // Development runs effects twice; the order must be taken only once.
    if (taken.current) return;
    taken.current = true;
    setOrder(completedOrderOnce());
  }, []);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      {order === undefined ? (
        <div role="status" className="min-h-[50vh]">
          <span className="sr-only">Loading your order...</span>
        </div>
      ) : order ? (
        <OrderReceipt order={order} />
      ) : (
        <GenericThankYou />
      )}
    </div>
  );
}
