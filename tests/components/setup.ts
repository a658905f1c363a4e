// Each test starts from an empty document: Testing Library unmounts what the previous test rendered.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
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
