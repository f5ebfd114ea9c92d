import { NextResponse, type NextRequest } from "next/server";
import { homeOf, isRole, screenAccess } from "@frontdesk/lib/contract/roles";
import { ensureAuthEnvironment } from "@frontdesk/lib/auth/secret";
import { sessionToken } from "@frontdesk/lib/auth/session-token";
import { pageAddressHeader } from "@frontdesk/lib/auth/redirect";
import { isHttps } from "@frontdesk/lib/security/app-origin";
import { apiPolicy, newNonce, pagePolicy, setSecurityHeaders } from "@frontdesk/lib/security/headers";

ensureAuthEnvironment();

/**
 * Every page and BFF response gets the security headers (lib/security/headers.ts); a page's
 * Content-Security-Policy carries a fresh nonce, which Next reads from the request's policy and
 * puts on its own scripts. Pages also need a signed-in staff member (else the sign-in page) and a
 * role that may open them (else the "not available for your role" page, status 403; an address
 * that is no page gets "Page not found", 404).
 * BFF routes under /api answer 401/403 problem+json themselves (lib/bff). The platform under
 * /platform sets its own headers (lib/platform/index.ts).
 */
export default async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const https = isHttps(req);
  if (pathname.startsWith("/api/")) {
    // (the production server answers the BFF's own routes itself, with these headers: lib/bff/dispatch.ts)
    const response = NextResponse.next();
    setSecurityHeaders(response.headers, { csp: apiPolicy(pathname), https });
    return response;
  }

  const nonce = newNonce();
  const csp = pagePolicy(nonce, { dev: process.env.NODE_ENV === "development", https });
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("content-security-policy", csp);
  requestHeaders.set("x-nonce", nonce);
  const response = await gate(req, requestHeaders);
  setSecurityHeaders(response.headers, { csp, https });
  return response;
}

/** Open without a session: sign-in, the one-time set-password links and members' offer links. */
const isPublicPage = (pathname: string) =>
  ["/sign-in", "/set-password", "/offer"].some((page) => pathname === page || pathname.startsWith(`${page}/`));

const secondFactorPage = "/second-factor";

/** Who may open the page: the sign-in page is open; the rest need a session and a role that may open it. */
async function gate(req: NextRequest, requestHeaders: Headers): Promise<NextResponse> {
  const { pathname, search } = req.nextUrl;
  const render = (rewrite?: URL, status?: number) =>
    rewrite
      ? NextResponse.rewrite(rewrite, { request: { headers: requestHeaders }, status })
      : NextResponse.next({ request: { headers: requestHeaders } });
  if (isPublicPage(pathname)) return render();

  const token = await sessionToken(Object.fromEntries(req.cookies.getAll().map((c) => [c.name, c.value])));
  const role = token?.role;
  if (!isRole(role)) {
    const signIn = new URL("/sign-in", req.url);
    if (token === null) signIn.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(signIn);
  }
  // Whether the session still owes its second factor is the database's word: the staff layout sends it to the
  // second step (with this page's address, to come back to), and the second step sends a proven one back.
  if (pathname === secondFactorPage) return render();
  requestHeaders.set(pageAddressHeader, `${pathname}${search}`);
  if (pathname === "/" && homeOf[role] !== "/") return NextResponse.redirect(new URL(homeOf[role], req.url));
  const access = screenAccess(role, pathname);
  if (access === "forbidden") {
    const target = new URL("/not-available", req.url);
    target.searchParams.set("from", pathname);
    return render(target, 403);
  }
  // No page at this address: the shell's "Page not found" (404), whatever the role.
  if (access === "missing") return render(new URL("/page-not-found", req.url), 404);
  return render();
}

export const config = {
  // Not: the embedded platform (it sets its own headers), Next's build assets and public files.
  matcher: [
    "/((?!platform|_next/static|_next/image|favicon\\.ico|robots\\.txt|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|css|js|map)$).*)",
  ],
};
