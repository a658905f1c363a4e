// Reading a request's body with a limit (lib/http/read-json.ts): the bytes, or null as soon as there are
// more than the limit, without waiting for the rest.
import { describe, expect, it } from "vitest";
import { readBodyBytes } from "@/lib/http/read-json";

/** A request whose body never ends: 64 KB chunks for as long as it is read. */
function endlessRequest(): Request {
  const chunk = new Uint8Array(64 * 1024);
  const body = new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(chunk) });
  return new Request("http://localhost/contact", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("readBodyBytes", () => {
  it("gives the bytes of a body within the limit", async () => {
    const request = new Request("http://localhost/contact", { method: "POST", body: "hello" });
    expect(new TextDecoder().decode((await readBodyBytes(request.body, 5))!)).toBe("hello");
  });

  it("gives null once a body that never ends passes the limit", async () => {
    expect(await readBodyBytes(endlessRequest().body, 1024 * 1024)).toBeNull();
  });

  it("gives null once a request's clone passes the limit, as the proxy reads a page's body", async () => {
    expect(await readBodyBytes(endlessRequest().clone().body, 1024 * 1024)).toBeNull();
  });
});
