/**
 * Security headers on every response (OWASP ASVS 14.4): pages, the BFF, next-auth's
 * routes and the embedded platform. Pure: the proxy (pages, /api) and the platform's handler
 * (/platform, served outside Next by server.ts) both set them from here.
 */

/**
 * Powerful features no screen uses, turned off for the page and anything it embeds; passkeys for
 * Frontdesk's own pages only (the sign-in, the second step, the step-up dialog and adding one), never a frame.
 */
const permissionsPolicy = [
  ...["publickey-credentials-create", "publickey-credentials-get"].map((feature) => `${feature}=(self)`),
  ...[
    "accelerometer",
    "autoplay",
    "camera",
    "display-capture",
    "encrypted-media",
    "geolocation",
    "gyroscope",
    "magnetometer",
    "microphone",
    "midi",
    "payment",
    "screen-wake-lock",
    "usb",
    "xr-spatial-tracking",
  ].map((feature) => `${feature}=()`),
].join(", ");

const policy = (directives: (string | false)[]) => directives.filter(Boolean).join("; ");

/**
 * Pages: a script runs only with this response's nonce (Next puts it on its own scripts when it
 * finds it in the request's policy) or when loaded by one ('strict-dynamic'). Inline styles are
 * allowed (Tailwind, react-aria, sonner set style attributes); inline scripts are not.
 * Dev: React's dev build needs eval.
 */
export function pagePolicy(nonce: string, { dev = false, https = false } = {}): string {
  return policy([
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    https && "upgrade-insecure-requests",
  ]);
}

/** JSON and other data (the BFF, the platform's API): nothing in it may run, load or be framed. */
export const dataPolicy = policy([
  "default-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
]);

/** next-auth's own HTML pages (/api/auth/signout, error): inline styles and a same-site form, no scripts. */
export const authPagesPolicy = policy([
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
]);

/** Two years, as HSTS preload lists ask; sent only when the app is served over https. */
const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/**
 * Sets the headers every response carries. `csp` is the response's policy; one the response
 * already has (the platform's docs page sets its own) is kept.
 */
/** A BFF response's policy by its path: HTML the BFF renders itself (next-auth's pages, a member's readable data export) gets styles and no scripts, the rest the data policy. */
export const apiPolicy = (pathname: string) =>
  pathname.startsWith("/api/auth/") || /^\/api\/members\/[^/]+\/data-export$/.test(pathname)
    ? authPagesPolicy
    : dataPolicy;

export function setSecurityHeaders(headers: Headers, { csp, https }: { csp: string; https: boolean }): void {
  if (!headers.has("content-security-policy")) headers.set("content-security-policy", csp);
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("permissions-policy", permissionsPolicy);
  headers.set("x-frame-options", "DENY");
  if (https) headers.set("strict-transport-security", strictTransportSecurity);
}

/** A fresh, unguessable nonce for one response (128 random bits, base64). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
