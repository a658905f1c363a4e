/**
 * Resolves once an element matching `selector` is in the document, or after `atMostMs` whichever comes first.
 *
 * For a delay the visitor must get to read something in full: a toast is asked for at once, but on a busy
 * page React may draw it a frame or several later, which would shorten the time it is on screen.
 */
export function whenShown(selector: string, atMostMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (document.querySelector(selector)) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timeout);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) done();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = setTimeout(done, atMostMs);
  });
}
