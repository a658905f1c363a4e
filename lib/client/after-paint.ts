/**
 * Runs `read` once the browser has painted the page it is hydrating, and returns how to cancel it.
 *
 * Reading the scroll position or a size while React hydrates makes the browser lay the page out there and
 * then, inside the same task, which is the longest of the page's load on a phone. After a paint the layout is
 * already done, so the same read costs nothing: a frame, then a task after it.
 */
export function afterNextPaint(read: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(read, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}
