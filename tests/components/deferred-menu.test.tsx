// The header's Industries menu (components/site/industries-menu.tsx): its dropdown's code comes at the first
// sign of use, and what the visitor did meanwhile is not lost: the focus stays on the button, a press with the
// pointer opens the menu, and a press with Enter opens it with its first item focused, as Radix does once loaded.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DeferredMenuButton, type DeferredMenuProps } from "@/components/site/deferred-menu-button";
import { IndustriesMenu } from "@/components/site/industries-menu";

/** A menu whose code arrives when the test says so. */
function deferred() {
  let arrive: () => void = () => {};
  const Menu = ({ intent }: DeferredMenuProps) => <p>loaded {JSON.stringify(intent)}</p>;
  const load = vi.fn(() => new Promise<React.ComponentType<DeferredMenuProps>>((resolve) => (arrive = () => resolve(Menu))));
  return { load, arrive: () => act(async () => arrive()) };
}

describe("a header menu loaded at the first sign of use", () => {
  it("starts as a closed menu button and fetches nothing until the pointer comes near or it gets the focus", async () => {
    const { load } = deferred();
    render(
      <DeferredMenuButton load={load} className="nav">
        Industries
      </DeferredMenuButton>,
    );
    const button = screen.getByRole("button", { name: "Industries" });
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(load).not.toHaveBeenCalled();
    await userEvent.setup().hover(button);
    expect(load).toHaveBeenCalled();
  });

  it("tells the menu what happened before it arrived: focused, pressed, and with which", async () => {
    const user = userEvent.setup();
    const focused = deferred();
    const { unmount } = render(
      <DeferredMenuButton load={focused.load} className="nav">
        Industries
      </DeferredMenuButton>,
    );
    await user.tab();
    await focused.arrive();
    expect(screen.getByText(/^loaded/).textContent).toBe('loaded {"focus":true,"open":false,"keyboard":false}');
    unmount();

    const byKey = deferred();
    render(
      <DeferredMenuButton load={byKey.load} className="nav">
        Industries
      </DeferredMenuButton>,
    );
    await user.tab();
    await user.keyboard("{Enter}");
    await byKey.arrive();
    expect(screen.getByText(/^loaded/).textContent).toBe('loaded {"focus":true,"open":true,"keyboard":true}');
  });

  it("counts the pointer's press, not the click after it, as Radix's menu does: the buttons may be swapped between the two", async () => {
    const user = userEvent.setup();
    const pressed = deferred();
    render(
      <DeferredMenuButton load={pressed.load} className="nav">
        Industries
      </DeferredMenuButton>,
    );
    await user.pointer({ keys: "[MouseLeft>]", target: screen.getByRole("button", { name: "Industries" }) });
    await pressed.arrive();
    expect(screen.getByText(/^loaded/).textContent).toMatch(/"open":true,"keyboard":false/);
  });

  it("the Industries menu: Enter pressed before its code arrived opens it with the first item focused, and Escape returns to its button", async () => {
    const user = userEvent.setup();
    render(<IndustriesMenu />);
    await user.tab();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await vi.waitFor(() => expect(document.activeElement).toBe(within(menu).getAllByRole("menuitem")[0]));
    expect(within(menu).getByRole("menuitem", { name: "HVAC & Boiler Systems" }).getAttribute("href")).toBe("/hvac-chemicals");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(within(menu).getAllByRole("menuitem")[1]);
    await user.keyboard("{Escape}");
    await vi.waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Industries" }));
  });

  it("the Industries menu: a click opens it, and the focus stays on a button that got it before the code arrived", async () => {
    const user = userEvent.setup();
    render(<IndustriesMenu />);
    await user.tab();
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Industries" }).getAttribute("aria-haspopup")).toBe("menu"));
    // The menu's own button has replaced the placeholder and holds the focus.
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Industries" }).hasAttribute("data-state")).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Industries" }));
    await user.click(screen.getByRole("button", { name: "Industries" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Corporate Site" }).getAttribute("href")).toBe("/");
  });
});
