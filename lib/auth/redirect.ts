/**
 * Where sign-in and sign-out may send the browser: a path on this site only.
 * Refused: other origins, protocol-relative `//host`, `/\host` (browsers read `\` as `/`),
 * their percent-encoded forms (`%2F%5Chost`, `/%5Chost`, `%2F%2Fhost`), control characters and
 * anything that, once decoded, is not a plain same-site path. Pure: used by next-auth's redirect
 * callback and the sign-in page.
 */
export function safeRedirectPath(value: string | null | undefined, baseUrl?: string): string | undefined {
  if (!value) return undefined;
  let candidate = value.trim();
  // An absolute URL counts only when it names this very origin; it becomes its path.
  if (/^[a-z][a-z0-9+.-]*:/i.test(candidate)) {
    if (!baseUrl) return undefined;
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      return undefined;
    }
    if (url.origin !== new URL(baseUrl).origin) return undefined;
    candidate = `${url.pathname}${url.search}${url.hash}`;
  }
  // Decode repeatedly (double encoding included) and judge the decoded form.
  let decoded = candidate;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return undefined;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (!decoded.startsWith("/") || decoded.startsWith("//") || decoded.includes("\\")) return undefined;
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  if (!candidate.startsWith("/") || candidate.startsWith("//")) return undefined;
  // The browser must resolve it to this site, whatever the base.
  const resolved = new URL(candidate, "https://frontdesk.invalid");
  if (resolved.origin !== "https://frontdesk.invalid") return undefined;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The request header in which the proxy tells a staff page its own address (path and query), set on every page. */
export const pageAddressHeader = "x-frontdesk-page";

/** The second step, to come back to `from` (a page's own address) once the factor is proven. */
export const secondFactorStep = (from: string | null | undefined) => {
  const back = safeRedirectPath(from);
  return back ? `/second-factor?from=${encodeURIComponent(back)}` : "/second-factor";
};
