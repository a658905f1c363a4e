// A stand-in for the browser's fetch in component tests: each test starts with no answers queued.
import { afterEach, beforeEach, vi } from "vitest";

/** Replaces fetch for every test of the calling file and returns the mock to queue answers on. */
export function mockFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** A JSON answer with the given status. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
