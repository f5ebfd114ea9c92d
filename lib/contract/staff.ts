import { z } from "zod";
import { roles } from "@frontdesk/lib/contract/roles";

/**
 * Staff accounts: one schema for the BFF routes, the admin's forms and the
 * set-password page. Usernames are what staff type to sign in: lower case letters, digits, . _ -.
 */
const staffRole = z.enum(roles, {
  error: "Validation.staff.roleInvalid",
});

const staffUsername = z
  .string({ error: "Validation.staff.usernameRequired" })
  .trim()
  .toLowerCase()
  .min(2, { error: "Validation.staff.usernameTooShort" })
  .max(40, { error: "Validation.staff.usernameTooLong" })
  .regex(/^[a-z0-9][a-z0-9._-]*$/, { error: "Validation.staff.usernameCharacters" });

const staffEmail = z
  .string({ error: "Validation.staff.emailRequired" })
  .trim()
  .min(1, { error: "Validation.staff.emailRequired" })
  .max(254, { error: "Validation.staff.emailTooLong" })
  .regex(/^[^\s@]+@[^\s@]+$/, { error: "Validation.staff.emailInvalid" });

export const addStaffRequest = z.object({
  name: z
    .string({ error: "Validation.staff.nameRequired" })
    .trim()
    .min(1, { error: "Validation.staff.nameRequired" })
    .max(100, { error: "Validation.staff.nameTooLong" }),
  email: staffEmail,
  username: staffUsername,
  role: staffRole,
  homeSiteId: z
    .string()
    .trim()
    .max(15)
    .optional()
    .transform((v) => v || undefined),
});
export type AddStaffRequest = z.input<typeof addStaffRequest>;

/** One change at a time to a staff record (the admin's Staff screen). */
export const changeStaffRequest = z.union(
  [
    z.object({ role: staffRole }).strict(),
    z.object({ active: z.boolean({ error: "Validation.staff.activeInvalid" }) }).strict(),
    z.object({ homeSiteId: z.string().trim().max(15).nullable() }).strict(),
  ],
  { error: "Validation.staff.nothingToChange" },
);
export type ChangeStaffRequest = z.input<typeof changeStaffRequest>;

export const passwordMinLength = 12;
export const setPasswordRequest = z.object({
  password: z
    .string({ error: "Enter a password." })
    .min(passwordMinLength, { error: `Use at least ${passwordMinLength} characters.` })
    .max(256, { error: "Use at most 256 characters." }),
});

export const staffMember = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  homeSiteId: z.string().nullable(),
  homeSiteName: z.string().nullable(),
  active: z.boolean(),
  /** whether a password is set (never the password or its hash) */
  hasPassword: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  /** the kinds of second factor they have (never a secret) */
  factors: z.array(z.enum(["totp", "passkey"])).optional(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** A one-time set-password link, shown once to the admin who asked for it. */
export const passwordLink = z.object({ url: z.string(), expiresAt: z.string() });
export type PasswordLink = z.infer<typeof passwordLink>;

/** The Staff screen: every staff member, and the sites a home site is chosen from. */
export const staffAndSites = z.object({
  staff: z.array(staffMember),
  sites: z.array(z.object({ id: z.string(), name: z.string() })),
  /** whether each role must have a second factor */
  factorPolicy: z.record(staffRole, z.boolean()).optional(),
});
export const addedStaff = z.object({ staff: staffMember, link: passwordLink });
export const sessionsEnded = z.object({ sessionsEnded: z.number().int() });

export const signInEventKinds = [
  "sign-in",
  "sign-in-failed",
  "locked-out",
  "sign-out",
  "sign-out-everywhere",
  "password-set",
  "password-link-created",
  "staff-added",
  "role-changed",
  "deactivated",
  "reactivated",
  "sso-account-created",
  "second-factor",
  "factor-added",
  "factor-removed",
  "factor-renamed",
  "factors-reset",
  "factor-policy-changed",
] as const;
export type SignInEventKind = (typeof signInEventKinds)[number];

export const signInEventLabels: Record<SignInEventKind, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "locked-out": "Locked out",
  "sign-out": "Signed out",
  "sign-out-everywhere": "Signed out everywhere",
  "password-set": "Password set",
  "password-link-created": "Set-password link created",
  "staff-added": "Staff member added",
  "role-changed": "Role changed",
  deactivated: "Deactivated",
  reactivated: "Reactivated",
  "sso-account-created": "Created by single sign-on (waiting for approval)",
  "second-factor": "Second factor proven",
  "factor-added": "Second factor added",
  "factor-removed": "Second factor removed",
  "factor-renamed": "Second factor renamed",
  "factors-reset": "Second factors reset",
  "factor-policy-changed": "Second-factor policy changed",
};

export const signInEventQuery = z.object({
  staffId: z.string().trim().max(40).optional(),
  kind: z.enum(signInEventKinds, { error: "Validation.staff.eventKindInvalid" }).optional(),
  from: z.iso.date({ error: "Validation.staff.fromInvalid" }).optional(),
  to: z.iso.date({ error: "Validation.staff.toInvalid" }).optional(),
});

export const signInEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(signInEventKinds),
  staffId: z.string().nullable(),
  username: z.string().nullable(),
  actorId: z.string().nullable(),
  clientAddress: z.string().nullable(),
  detail: z.string().nullable(),
});
export type SignInEvent = z.infer<typeof signInEvent>;

/**
 * What a staff member did with a member's special-category data: the action column of the BFF's own
 * audit (`staff_audit`, lib/bff/audit.ts), written in plain words as the data-access audit shows them.
 */
export const auditActions = [
  "read medical details",
  "added a medical condition",
  "changed a medical condition",
  "removed a medical condition",
  "read consent",
  "read consent history",
  "changed consent",
  "read addresses",
  "changed addresses",
  "read payment card",
  "changed payment card",
  "read saved cards",
  "saved a card",
  "removed a saved card",
  "exported personal data",
  "erased personal data",
  "offered a waiting-list space",
  "passed over for a waiting-list space",
  "accepted a waiting-list offer",
  "declined a waiting-list offer",
  "recorded an unanswered waiting-list offer",
  "confirmed details",
  "read member flags",
  "placed a legal hold",
  "released a legal hold",
  "sent a message",
  "a message failed",
  "resent a message",
  "recorded a visit",
  "let in anyway",
  "undid a visit",
  "recorded leaving",
  "gave a membership card",
  "read door check",
  "booked a place",
  "booked past a suspension",
  "cancelled a place",
  "marked attendance",
  "changed language of correspondence",
] as const;

export type AuditAction = (typeof auditActions)[number];

/** "read medical details" -> "Read medical details" (a row of the audit, a choice of its filter). */
export const auditActionLabel = (action: string) => action.charAt(0).toUpperCase() + action.slice(1);

/**
 * An action's catalogue key for the screens ("read medical details" -> "Words.audit.readMedicalDetails"): said in the
 * screen's language; an action the catalogue does not know shows as `auditActionLabel` (`auditActionWords`).
 */
export const auditActionKey = (action: string) =>
  `Words.audit.${action
    .split(/[\s-]+/)
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("")}`;

/** An action in words by `say` (a screen's `useSay`): the catalogue's, else the English label. */
export const auditActionWords = (say: (message: string) => string, action: string) => {
  const key = auditActionKey(action);
  const words = say(key);
  return words === key ? auditActionLabel(action) : words;
};

/** A keyset position in the data-access audit (newest first): the last row's instant to the microsecond, and its id. */
const dataAccessCursor = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,10})$/;

/**
 * The data-access audit's filters (the list, its pages and its CSV read them alike). Days are the
 * venue's calendar days, both ends included; `after` is the list's "Show more" position.
 */
export const dataAccessQuery = z.object({
  staffId: z.string().trim().max(40, { error: "Validation.staff.auditUsernameTooLong" }).optional(),
  memberId: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, { error: "Validation.staff.auditMemberId" })
    .transform(Number)
    .refine((id) => id > 0, { error: "Validation.staff.auditMemberId" })
    .optional(),
  action: z.enum(auditActions, { error: "Validation.staff.auditActionInvalid" }).optional(),
  from: z.iso.date({ error: "Validation.staff.fromInvalid" }).optional(),
  to: z.iso.date({ error: "Validation.staff.toInvalid" }).optional(),
  after: z
    .string()
    .refine((raw) => Number(dataAccessCursor.exec(raw)?.[2] ?? Infinity) <= 2_147_483_647, {
      error: "Validation.staff.auditPageGone",
    })
    .transform((raw) => {
      const [, at, id] = dataAccessCursor.exec(raw)!;
      return { at: at!, id: Number(id) };
    })
    .optional(),
});

/** One page of the data-access audit, newest first; `next` is the position of the page after it. */
export const dataAccessPage = z.object({
  entries: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      staffId: z.string(),
      staffName: z.string().nullable(),
      memberId: z.number().int(),
      action: z.string(),
    }),
  ),
  next: z.string().nullable(),
});
export type DataAccessPage = z.infer<typeof dataAccessPage>;

/** A day range of a filter: the first day must not be after the last. */
export const orderedDays = <Q extends { from?: string; to?: string }>(query: Q) =>
  !query.from || !query.to || query.from <= query.to;
export const orderedDaysMessage = "The first day must not be after the last day.";
