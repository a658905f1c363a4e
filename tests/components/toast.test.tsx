import { render, screen, waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";

// The real toast and sonner, which the other component tests replace with spies (setup.ts).
vi.unmock("sonner");
vi.unmock("@/components/ui/toast");

const { toast } = await import("@/components/ui/toast");
const { LIVE_REGION_SETTLE_MS, ToasterHost } = await import("@/components/ui/toaster-host");

const shownTitles = () => [...document.querySelectorAll("[data-sonner-toast] [data-title]")].map((title) => title.textContent);

it("draws no toaster until the first toast, then shows every toast called before it was there, in order", async () => {
  // When the toaster's live region and its first toast came into the document.
  const added: Record<string, number> = {};
  const observer = new MutationObserver(() => {
    if (document.querySelector("section[aria-live]")) added.region ??= performance.now();
    if (document.querySelector("[data-sonner-toast]")) added.toast ??= performance.now();
  });
  observer.observe(document.body, { subtree: true, childList: true });

  toast.info("Called before the page was hydrated");
  render(<ToasterHost />);
  expect(document.querySelector("[data-sonner-toaster]")).toBeNull();

  toast.success("Added to Cart", { description: "Triple Zero Deck Cleaner, Gallon" });
  toast.error("Error", { description: "Failed to add product to cart" });
  toast("Redirecting to Specialized Store");

  // Newest first, as sonner stacks them. The first toast waits for sonner's module, which the test
  // runner transforms on first import: on a busy machine that alone passes waitFor's default second.
  await waitFor(
    () =>
      expect(shownTitles()).toEqual(["Redirecting to Specialized Store", "Error", "Added to Cart", "Called before the page was hydrated"]),
    { timeout: 10_000 },
  );
  expect(document.querySelector("[data-sonner-toaster]")).not.toBeNull();
  // A screen reader announces the first toast too: the live region was there, empty, before it.
  observer.disconnect();
  expect(added.toast! - added.region!).toBeGreaterThanOrEqual(LIVE_REGION_SETTLE_MS);
  expect(screen.getByText("Triple Zero Deck Cleaner, Gallon").textContent).toBe("Triple Zero Deck Cleaner, Gallon");

  // Once it is there, a toast is shown without waiting for anything more.
  toast.warning("Only 3 left");
  await waitFor(() => expect(shownTitles()[0]).toBe("Only 3 left"));
});
