/**
 * Staff roles (design.md §5): the platform claims each role's tokens carry, and the screens
 * each role may open. Pure data and functions: used by the proxy, the BFF and the shell.
 */
export const roles = ["reception", "sales", "manager", "admin"] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (roles as readonly string[]).includes(value);

interface RoleClaims {
  products: string[];
  features: string[];
  scope?: string;
  permissions: string[];
}

export const roleClaims: Record<Role, RoleClaims> = {
  reception: { products: ["FOH"], features: ["FOHGENERIC", "ONLINEBOOK"], permissions: [] },
  sales: { products: [], features: ["PROSPECTS"], permissions: [] },
  manager: { products: ["FOH"], features: ["FOHGENERIC", "BOOKINGDISCOUNTS"], permissions: [] },
  // DATAHUB: the Staff screen reads the platform's sites (home sites); it grants nothing else.
  admin: { products: ["ADMIN"], features: ["ADMIN", "DATAHUB"], scope: "api", permissions: ["cr.co"] },
};

export const roleLabels: Record<Role, string> = {
  reception: "Reception",
  sales: "Sales",
  manager: "Manager",
  admin: "Administrator",
};

/**
 * What each role may do, by name: every BFF endpoint declares one permission (lib/api/<area>.ts)
 * and every screen rule below one, so who may do what is read here, once.
 */
export const permissions = [
  /** find a member and read the overview */
  "members.find",
  /** a member's record: consent, medical, addresses, payment card, bookings, waiting-list places */
  "members.records",
  /** UK GDPR data export and erasure */
  "members.dataRights",
  /** the door: check members in, undo a visit made by mistake, give or replace a member's card */
  "visits.record",
  /** session waiting lists and availability */
  "bookings.waitingLists",
  /** book a member onto a session, cancel a place, mark attendance on a session's roster */
  "bookings.book",
  /** book a member past the site's late-cancellation rule, with a reason (audited apart) */
  "bookings.override",
  "bookingSheets.manage",
  "configuration.manage",
  "communications.manage",
  "prospects.work",
  "integrators.manage",
  "mobileApps.manage",
  "staff.manage",
  /** the sign-in and data-access audits */
  "audit.read",
  /** the retention schedule: rules, dry runs, runs and their receipts */
  "retention.manage",
  /** one's own session (sign out everywhere) and second factors */
  "session.own",
] as const;
export type Permission = (typeof permissions)[number];

const rolePermissions: Record<Role, readonly Permission[]> = {
  reception: [
    "members.find",
    "members.records",
    "visits.record",
    "bookings.waitingLists",
    "bookings.book",
    "session.own",
  ],
  sales: ["members.find", "prospects.work", "session.own"],
  manager: [
    "members.find",
    "members.records",
    "members.dataRights",
    "visits.record",
    "bookings.waitingLists",
    "bookings.book",
    "bookings.override",
    "bookingSheets.manage",
    "configuration.manage",
    "communications.manage",
    "session.own",
  ],
  admin: ["integrators.manage", "mobileApps.manage", "staff.manage", "audit.read", "retention.manage", "session.own"],
};

/** Whether a role holds a permission. */
export const can = (role: Role, permission: Permission): boolean => rolePermissions[role].includes(permission);

/** The roles holding a permission (tests and the gate read it). */
export const rolesWith = (permission: Permission): Role[] => roles.filter((role) => can(role, permission));

/**
 * Screens by path prefix, most specific first. `exact` matches the path itself only.
 * A path no rule matches is open to no role and is no page ("Page not found", 404).
 */
const screenRules: { prefix: string; exact?: boolean; permission: Permission }[] = [
  { prefix: "/not-available", permission: "session.own" },
  { prefix: "/account", permission: "session.own" },
  { prefix: "/staff/sign-in-audit", permission: "audit.read" },
  { prefix: "/staff/data-access", permission: "audit.read" },
  { prefix: "/staff/retention", permission: "retention.manage" },
  { prefix: "/staff", permission: "staff.manage" },
  { prefix: "/configuration/integrators", permission: "integrators.manage" },
  { prefix: "/configuration/mobile-apps", permission: "mobileApps.manage" },
  { prefix: "/configuration", permission: "configuration.manage" },
  { prefix: "/booking-sheets", permission: "bookingSheets.manage" },
  { prefix: "/communications", permission: "communications.manage" },
  { prefix: "/prospects", permission: "prospects.work" },
  { prefix: "/bookings/sessions", permission: "bookings.book" },
  { prefix: "/bookings", permission: "bookings.waitingLists" },
  { prefix: "/door", permission: "visits.record" },
  // Sales may read a member's overview (read-only), not the record's sub-screens.
  { prefix: "/members/[id]", exact: true, permission: "members.find" },
  { prefix: "/members", permission: "members.records" },
  { prefix: "/", exact: true, permission: "members.records" },
];

/**
 * Every page under app/(staff), `[id]` for a path segment (roles.test.ts keeps this list equal
 * to the page files). A role refused a path that is no page gets "Page not found", not a 403
 * that would tell it the address exists.
 */
export const staffPages = [
  "/",
  "/account/security",
  "/booking-sheets",
  "/bookings/sessions/[id]",
  "/bookings/waiting-lists",
  "/communications",
  "/communications/messages",
  "/communications/templates/[id]",
  "/configuration",
  "/configuration/cost-centres",
  "/configuration/discount-usage",
  "/configuration/integrators",
  "/configuration/mobile-apps",
  "/configuration/promotion-codes",
  "/configuration/resource-products",
  "/configuration/resource-products/[id]",
  "/configuration/sites",
  "/configuration/sites/[id]",
  "/configuration/statuses",
  "/configuration/statuses/[id]",
  "/configuration/user-fields",
  "/configuration/user-fields/new",
  "/door",
  "/members/[id]",
  "/members/[id]/addresses",
  "/members/[id]/bookings",
  "/members/[id]/card",
  "/members/[id]/consent",
  "/members/[id]/medical",
  "/not-available",
  "/prospects",
  "/staff",
  "/staff/data-access",
  "/staff/retention",
  "/staff/sign-in-audit",
];

const pagePatterns = staffPages.map((page) => new RegExp(`^${page.replace(/\[id\]/g, "[^/]+")}/?$`));

const matches = (rule: (typeof screenRules)[number], pathname: string) => {
  if (rule.prefix === "/members/[id]") return /^\/members\/[^/]+\/?$/.test(pathname);
  if (rule.exact) return pathname === rule.prefix;
  return pathname === rule.prefix || pathname.startsWith(`${rule.prefix}/`);
};

/** Whether a role may open the screen at this path. */
export function canOpen(role: Role, pathname: string): boolean {
  const rule = screenRules.find((r) => matches(r, pathname));
  return rule ? can(role, rule.permission) : false;
}

/**
 * What the proxy does with a page request: "open" it, answer "forbidden" (403) for a real page
 * the role may not open, or "missing" (404) for an address that is no page for this role.
 */
export function screenAccess(role: Role, pathname: string): "open" | "forbidden" | "missing" {
  if (canOpen(role, pathname)) return "open";
  return pagePatterns.some((pattern) => pattern.test(pathname)) ? "forbidden" : "missing";
}

/** Where a role lands after sign-in (and when it opens "/" without member search). */
export const homeOf: Record<Role, string> = {
  reception: "/",
  sales: "/prospects",
  manager: "/",
  admin: "/configuration/integrators",
};

/** Whether the role may look members up (the shell's search box). */
export const canSearchMembers = (role: Role) => can(role, "members.find");

export interface NavItem {
  href: string;
  label: string;
  icon: "users" | "door" | "target" | "calendar" | "settings" | "mail" | "plug" | "smartphone" | "user-cog" | "shield";
}

/** The shell's navigation, by role. */
export const navigationOf: Record<Role, NavItem[]> = {
  reception: [
    { href: "/", label: "Members", icon: "users" },
    { href: "/door", label: "Door", icon: "door" },
    { href: "/bookings/waiting-lists", label: "Waiting lists", icon: "calendar" },
  ],
  sales: [{ href: "/prospects", label: "Prospects", icon: "target" }],
  manager: [
    { href: "/", label: "Members", icon: "users" },
    { href: "/door", label: "Door", icon: "door" },
    { href: "/booking-sheets", label: "Booking sheets", icon: "calendar" },
    { href: "/bookings/waiting-lists", label: "Waiting lists", icon: "calendar" },
    { href: "/configuration", label: "Configuration", icon: "settings" },
    { href: "/communications", label: "Communications", icon: "mail" },
  ],
  admin: [
    { href: "/configuration/integrators", label: "Integrators", icon: "plug" },
    { href: "/configuration/mobile-apps", label: "Mobile apps", icon: "smartphone" },
    { href: "/staff", label: "Staff", icon: "user-cog" },
    { href: "/staff/sign-in-audit", label: "Sign-in audit", icon: "shield" },
    { href: "/staff/data-access", label: "Data access audit", icon: "shield" },
    { href: "/staff/retention", label: "Retention", icon: "shield" },
  ],
};
