// The stand-ins for "sonner" and "next/navigation" in component tests. setup.ts replaces both modules once
// with these objects and resets them after each test, so every test file, in one module graph or its own,
// asserts on the same spies the components call.
import { vi } from "vitest";

const toastKinds = {
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  message: vi.fn(),
  loading: vi.fn(),
  custom: vi.fn(),
  promise: vi.fn(),
  dismiss: vi.fn(),
  getHistory: vi.fn(),
  getToasts: vi.fn(),
};
/** sonner's toast: callable itself (`toast("…")`) and through each of its kinds. */
export const toast = Object.assign(vi.fn(), toastKinds);

/** What useRouter() returns: one router for every component and test. */
export const router = {
  push: vi.fn(),
  replace: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
};

const DEFAULT_PATHNAME = "/";
let pathname = DEFAULT_PATHNAME;
// One object per search, as Next keeps it between renders (a new one each render would re-run effects on it).
let searchParams = new URLSearchParams();

/** The page the components are on: what usePathname() and useSearchParams() return, "/" and no query at first. */
export const navigation = {
  setPathname(value: string) {
    pathname = value;
  },
  /** The query, with or without its "?": "?q=x". */
  setSearch(value: string) {
    searchParams = new URLSearchParams(value);
  },
  pathname: () => pathname,
  searchParams: () => searchParams,
};

/** Every spy without its calls and implementations, and the page back at "/" with no query. */
export function resetModuleMocks() {
  toast.mockReset();
  for (const spy of Object.values(toastKinds)) spy.mockReset();
  for (const spy of Object.values(router)) spy.mockReset();
  pathname = DEFAULT_PATHNAME;
  searchParams = new URLSearchParams();
}
