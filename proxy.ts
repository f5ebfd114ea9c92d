import { NextResponse } from "next/server";
import { withAuth } from "next-auth/middleware";
import { homeOf, isRole, screenAccess } from "@/lib/auth/roles";
import { authSecret, ensureAuthEnvironment } from "@/lib/auth/secret";

ensureAuthEnvironment();

/**
 * Every page needs a signed-in staff member (else the sign-in page), and a role that may
 * open it (else the "not available for your role" page, with status 403; an address that is no page
 * gets "Page not found", 404). BFF routes under
 * /api answer 401/403 problem+json themselves (lib/bff), so they are let through here.
 */
export default withAuth(
  function proxy(req) {
    const { pathname } = req.nextUrl;
    if (pathname.startsWith("/api/")) return NextResponse.next();
    const role = req.nextauth.token?.role;
    if (!isRole(role)) return NextResponse.redirect(new URL("/sign-in", req.url));
    if (pathname === "/" && homeOf[role] !== "/") return NextResponse.redirect(new URL(homeOf[role], req.url));
    const access = screenAccess(role, pathname);
    if (access === "forbidden") {
      const target = new URL("/not-available", req.url);
      target.searchParams.set("from", pathname);
      return NextResponse.rewrite(target, { status: 403 });
    }
    // No page for this role: the shell's "Page not found" (the catch-all page answers 404).
    if (access === "missing") return NextResponse.rewrite(new URL("/page-not-found", req.url), { status: 404 });
    return NextResponse.next();
  },
  {
    secret: authSecret(),
    pages: { signIn: "/sign-in" },
    callbacks: {
      authorized: ({ token, req }) => !!token || req.nextUrl.pathname.startsWith("/api/"),
    },
  },
);

export const config = {
  // Not: sign-in, next-auth's own routes, the embedded platform, Next's assets and public files.
  matcher: ["/((?!sign-in|api/auth|platform|_next/static|_next/image|favicon\\.ico|robots\\.txt|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|css|js|map)$).*)"],
};
