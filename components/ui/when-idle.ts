/**
 * Runs `work` when the browser is next idle (or within `timeout` ms however busy it is; a second
 * without requestIdleCallback), for what a page loads or mounts after its first paint. Returns the cancel.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (window.requestIdleCallback) {
    const idle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(work, 1000);
  return () => window.clearTimeout(timer);
}
