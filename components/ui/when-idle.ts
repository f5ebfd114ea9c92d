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

/**
 * Runs `work` once someone uses the page (a key, a pointer moved or pressed, a touch, a wheel), when the browser is
 * next idle after that: for what only someone at the page needs (a palette, an editor's code), so loading it is
 * never part of the page's start-up work. `orAfter` (ms) runs it then even if nobody has used the page (a screen
 * reader reading the page sends it no events). Returns the cancel.
 */
export function whenUsed(work: () => void, { orAfter }: { orAfter?: number } = {}): () => void {
  const events = ["keydown", "pointermove", "pointerdown", "touchstart", "wheel"] as const;
  let timer: number | undefined;
  let cancelIdle: (() => void) | undefined;
  function stop() {
    events.forEach((type) => window.removeEventListener(type, onUse, { capture: true }));
    window.clearTimeout(timer);
  }
  function onUse() {
    stop();
    cancelIdle ??= whenIdle(work);
  }
  events.forEach((type) => window.addEventListener(type, onUse, { capture: true, passive: true }));
  if (orAfter !== undefined) timer = window.setTimeout(onUse, orAfter);
  return () => {
    stop();
    cancelIdle?.();
  };
}
