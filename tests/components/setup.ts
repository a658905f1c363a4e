// Each test starts from an empty document: Testing Library unmounts what the previous test rendered.
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { resetModuleMocks } from "./support/module-mocks";

// sonner (and the site's toast), and next/navigation, are replaced here, once, by the objects of support/module-mocks: the component
// files share one module graph, where a component is bound to the first replacement loaded, so a file's own
// vi.mock of these would not be the one its components call. Tests import the spies from there.
vi.mock("sonner", async () => {
  const { toast } = await import("./support/module-mocks");
  return { toast, Toaster: () => null };
});
// The site's own toast (components/ui/toast.ts) hands its toasts to sonner once the toaster is drawn, which
// no component test draws: it is the same spy, called at once.
vi.mock("@/components/ui/toast", async () => {
  const { toast } = await import("./support/module-mocks");
  return { toast };
});
vi.mock("next/navigation", async () => {
  const { router, navigation } = await import("./support/module-mocks");
  return { useRouter: () => router, usePathname: navigation.pathname, useSearchParams: navigation.searchParams };
});

afterEach(() => {
  cleanup();
  resetModuleMocks();
});

// happy-dom has neither select.size nor option.defaultSelected, by which react-hook-form (7.92) tells a select
// changed before the form was ready from one it set itself: without them every preset select reads blank.
// Browsers have both (0 and false here).
if (!("size" in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size") ?? 0);
    },
  });
}
if (!("defaultSelected" in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, "defaultSelected", {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute("selected");
    },
    // React sets it for a select's defaultValue: it is the option's "selected" attribute, as in browsers.
    set(this: HTMLOptionElement, value: boolean) {
      this.toggleAttribute("selected", value);
    },
  });
}
