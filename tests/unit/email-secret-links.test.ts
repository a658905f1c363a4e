// The links the e-mail log must not keep (lib/email/secret-links.ts): recorded as markers, sealed for the
// delivery with a key from AUTH_SECRET, and put back exactly where they were, in the text and the HTML.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hideSecretLinks, markedLinkKind, restoreSecretLinks, UnreadableLinks } from "@/lib/email/secret-links";

const reset = "https://www.triplezero.example/reset-password?token=abcDEF123_-xyz";
const order = "https://www.triplezero.example/orders/TZ-1001?token=Zz9_-q&x=1";

beforeEach(() => {
  vi.stubEnv("AUTH_SECRET", "unit-tests-auth-secret-0123456789abcdef");
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("links that open an account or an order", () => {
  it("are stored as markers, in the text and in the HTML (where the link is escaped), and the seal holds no link in clear", () => {
    const body = {
      text: `Choose a new password here:\n${reset}\nOr view your order: ${order}`,
      html: `<a href="${order.replace("&", "&amp;")}">${order.replace("&", "&amp;")}</a>`,
    };
    const hidden = hideSecretLinks(body, [
      { kind: "reset", url: reset },
      { kind: "order", url: order },
    ]);
    expect(hidden.text).toBe("Choose a new password here:\n[reset link, not kept]\nOr view your order: [order link, not kept]");
    expect(hidden.html).toBe('<a href="[order link, not kept]">[order link, not kept]</a>');
    expect(hidden.sealed).not.toContain("token");
    expect(hidden.sealed).not.toContain("abcDEF");
    expect(restoreSecretLinks({ text: hidden.text, html: hidden.html }, hidden.sealed)).toEqual(body);
  });

  it("number a second, different link of the same kind, and tell the kind of a stored text", () => {
    const other = order.replace("TZ-1001", "TZ-1002");
    const hidden = hideSecretLinks({ text: `${order} and ${other}`, html: null }, [
      { kind: "order", url: order },
      { kind: "order", url: other },
    ]);
    expect(hidden.text).toBe("[order link, not kept] and [order link 2, not kept]");
    expect(restoreSecretLinks({ text: hidden.text, html: null }, hidden.sealed).text).toBe(`${order} and ${other}`);
    expect(markedLinkKind(hidden.text)).toBe("order");
    expect(markedLinkKind("Hello, nothing here")).toBeNull();
  });

  it("refuse a declared link the text does not carry, so that it cannot reach the log in another form", () => {
    expect(() => hideSecretLinks({ text: `Link: ${encodeURI(reset)}x`, html: null }, [{ kind: "reset", url: `${reset}x&y` }])).toThrow(
      /reset link is not in its text/,
    );
  });

  it("leave a message without such links as it is, with nothing sealed", () => {
    expect(hideSecretLinks({ text: "Shipped.", html: "<p>Shipped.</p>" }, [])).toEqual({
      text: "Shipped.",
      html: "<p>Shipped.</p>",
      sealed: null,
    });
  });

  it("cannot be read back once AUTH_SECRET changed", () => {
    const { sealed } = hideSecretLinks({ text: reset, html: null }, [{ kind: "reset", url: reset }]);
    vi.stubEnv("AUTH_SECRET", "another-secret-entirely-0123456789abcdef");
    expect(() => restoreSecretLinks({ text: "[reset link, not kept]", html: null }, sealed)).toThrow(UnreadableLinks);
  });
});
