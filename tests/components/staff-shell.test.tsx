// The staff area's navigation (components/staff/staff-nav.tsx) and its phone menu (staff-menu.tsx): the
// pages by area, only those the member's role opens, the current one marked; the menu a dialog that
// closes as a page is chosen.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StaffMenu } from "@/components/staff/staff-menu";
import { StaffNav } from "@/components/staff/staff-nav";
import { navigation } from "./support/module-mocks";

const linkNames = () =>
  within(screen.getByRole("navigation", { name: "Staff" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("the staff navigation", () => {
  it("shows the owner every area, grouped and in order", () => {
    render(<StaffNav staffRole="owner" />);
    const nav = screen.getByRole("navigation", { name: "Staff" });
    expect(
      within(nav)
        .getAllByRole("list")
        .map((list) => document.getElementById(list.getAttribute("aria-labelledby") ?? "")?.textContent),
    ).toEqual(["Overview", "Sales", "Orders", "Content", "Owner"]);
    expect(linkNames()).toEqual([
      "Dashboard",
      "E-mails",
      "Leads",
      "Quotes",
      "Tickets",
      "Orders",
      "Lots",
      "Product Admin",
      "Images",
      "Backgrounds",
      "Staff",
      "Audit log",
    ]);
  });

  it.each([
    ["Sales", "sales", ["Dashboard", "E-mails", "Leads", "Quotes", "Tickets"]],
    ["Orders", "orders", ["Dashboard", "E-mails", "Orders", "Lots"]],
    ["Content", "content", ["Dashboard", "E-mails", "Product Admin", "Images", "Backgrounds"]],
    ["no", null, ["Dashboard", "E-mails"]],
  ] as const)("shows a member with %s role only the pages it opens: no Staff, no Audit log", (_label, role, names) => {
    render(<StaffNav staffRole={role} />);
    expect(linkNames()).toEqual(names);
  });

  it("marks the page shown and the pages below it, and the dashboard only on itself", () => {
    navigation.setPathname("/admin-orders/abc");
    const { unmount } = render(<StaffNav staffRole="owner" />);
    expect(screen.getByRole("link", { name: "Orders" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();
    unmount();
    navigation.setPathname("/admin");
    render(<StaffNav staffRole="owner" />);
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getAllByRole("link", { current: "page" })).toHaveLength(1);
  });

  it("counts the new leads beside Leads, in words for screen readers", () => {
    render(<StaffNav staffRole="sales" newLeads={3} />);
    expect(screen.getByRole("link", { name: /^Leads\s*, 3 new leads$/ })).toBeTruthy();
  });
});

describe("the staff menu on phones and tablets", () => {
  it("opens the navigation and the member's block in a dialog, and closes as a page is chosen", async () => {
    const user = userEvent.setup();
    render(<StaffMenu staffRole="orders" newLeads={0} member={<p>Signed in as Ola Nyberg</p>} />);
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("navigation", { name: "Staff" })).toBeNull();

    await user.click(button);
    const dialog = screen.getByRole("dialog", { name: "Staff menu" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(within(dialog).getByText("Signed in as Ola Nyberg")).toBeTruthy();
    const nav = within(dialog).getByRole("navigation", { name: "Staff" });
    expect(within(nav).queryByRole("link", { name: "Staff" })).toBeNull();

    await user.click(within(nav).getByRole("link", { name: "Lots" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(button);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
