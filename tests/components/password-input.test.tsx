import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PasswordInput } from "@/components/auth/password-input";

describe("the password field's show button", () => {
  it("hides what was typed until the button is pressed, then shows it, then hides it again", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <label htmlFor="pw">Password</label>
        <PasswordInput id="pw" name="password" />
      </>,
    );
    const field = screen.getByLabelText("Password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    await user.type(field, "Tr1ple-Zero!");

    expect(field.getAttribute("type")).toBe("password");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");

    await user.click(toggle);
    expect(field.getAttribute("type")).toBe("text");
    expect((field as HTMLInputElement).value).toBe("Tr1ple-Zero!");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(toggle.getAttribute("aria-controls")).toBe("pw");

    await user.click(toggle);
    expect(field.getAttribute("type")).toBe("password");
  });
});
