import { PlatformError } from "./errors";

interface Window {
  start: number;
  count: number;
}

const windows = new Map<string, Window>();

/**
 * Fixed-window budgets per integrator (rateLimitPerMinute, rateLimitPerHour; 0 = unlimited).
 * Throws 429 with Retry-After (seconds to the window's end) once a budget is spent.
 */
export function spendRateBudget(integratorId: number, perMinute: number, perHour: number, now = Date.now()) {
  const budgets = [
    { name: "m", limit: perMinute, length: 60_000 },
    { name: "h", limit: perHour, length: 3_600_000 },
  ].filter((b) => b.limit > 0);
  const current = budgets.map((b) => {
    const key = `${integratorId}:${b.name}`;
    let w = windows.get(key);
    if (!w || now - w.start >= b.length) windows.set(key, (w = { start: now, count: 0 }));
    return { ...b, window: w };
  });
  const spent = current.find((b) => b.window.count >= b.limit);
  if (spent) {
    const retryAfter = Math.max(1, Math.ceil((spent.window.start + spent.length - now) / 1000));
    throw new PlatformError(429, "text", "Rate limit exceeded. Try again later.", undefined, { "Retry-After": String(retryAfter) });
  }
  for (const b of current) b.window.count++;
}

export function resetRateBudgets() {
  windows.clear();
}
