// The site's toasts, with sonner loaded when the first one is shown rather than with every page.
//
// sonner is about 10 kB of gzip a page would otherwise load, compile and run before it is interactive, and
// on loading it adds its stylesheet to the document, which makes the browser restyle the whole page. Most
// visits show no toast, so `toast` here keeps the calls of sonner's (`toast("…")`, `toast.success("…", {
// description, action })`) and shows each one once sonner and the toaster (components/ui/sonner.tsx, drawn
// by components/ui/toaster-host.tsx in the root layout) are there: a moment after the first call (the
// toaster's code, then a pause for screen readers, which the host explains), and at once after that.
// Toasts called in the meantime are shown in the order they were called.
import type { ExternalToast, toast as sonnerToast } from "sonner";

type Message = Parameters<typeof sonnerToast>[0];
type Show = (message: Message, data?: ExternalToast) => void;
type SonnerToast = typeof sonnerToast;

/** Draws the toaster and resolves with sonner's `toast` once it listens for toasts (what the host registers). */
type MountToaster = () => Promise<SonnerToast>;

let mountHost: ((mount: MountToaster) => void) | undefined;
const hostMounted = new Promise<MountToaster>((resolve) => {
  mountHost = resolve;
});
let ready: Promise<SonnerToast> | undefined;

/** Called once by the toaster host when it is on the page: toasts wait for it. */
export function registerToasterHost(mount: MountToaster) {
  mountHost?.(mount);
}

/** sonner's `toast`, once the toaster is drawn and listening; loaded at the first call. */
function sonner() {
  ready ??= hostMounted
    .then((mount) => mount())
    .catch((error: unknown) => {
      // The toaster's code could not be loaded (the connection dropped): the next toast tries again.
      ready = undefined;
      throw error;
    });
  return ready;
}

/** A toast of a kind, shown once sonner is there (in call order: every call waits on the same promise). */
const show =
  (kind?: "success" | "error" | "info" | "warning"): Show =>
  (message, data) => {
    sonner().then(
      (toast) => (kind ? toast[kind] : toast)(message, data),
      (error: unknown) => console.error("A toast could not be shown:", error),
    );
  };

/** Shows a toast: `toast("…")`, `toast.success("…", { description })`, `toast.error`, `toast.info`, `toast.warning`. */
export const toast = Object.assign(show(), {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
});
