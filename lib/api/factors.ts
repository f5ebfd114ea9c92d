import {
  addPasskeyRequest,
  confirmTotpRequest,
  passkeyAdded,
  passkeyRegistrationOptions,
  passkeyRequestOptions,
  renameFactorRequest,
  factorPolicies,
  factorPolicyRequest,
  factorsReset,
  myFactors,
  proveFactorRequest,
  recoveryCodes,
  totpEnrolment,
} from "@frontdesk/lib/contract/factors";
import { endpoint } from "./endpoint";
import { factorIdParam, staffIdParam } from "./params";

/**
 * Second factors: one's own under app/api/session/** (open to a session that still owes
 * its second factor only where `secondFactorStep` says so), and the admin's under app/api/staff/**.
 */
const factorPath = { factorId: factorIdParam };

export const factorApi = {
  /** My factors, whether my role requires one, and what this session still owes. */
  mine: endpoint({
    method: "GET",
    path: "/api/session/factors",
    permission: "session.own",
    response: myFactors,
    secondFactorStep: true,
  }),
  /** Starts an authenticator-app enrolment: the key and its QR code, shown this once. */
  startTotp: endpoint({
    method: "POST",
    path: "/api/session/factors/totp",
    permission: "session.own",
    response: totpEnrolment,
    secondFactorStep: true,
  }),
  /** Confirms the enrolment with a first code; answers ten recovery codes, shown this once. */
  confirmTotp: endpoint({
    method: "POST",
    path: "/api/session/factors/totp/[factorId]",
    permission: "session.own",
    params: factorPath,
    body: confirmTotpRequest,
    response: recoveryCodes,
    secondFactorStep: true,
  }),
  /** Starts adding a passkey: the options for the browser (and its authenticator), with their challenge. */
  startPasskey: endpoint({
    method: "POST",
    path: "/api/session/factors/passkeys/options",
    permission: "session.own",
    response: passkeyRegistrationOptions,
    secondFactorStep: true,
  }),
  /** Keeps the new passkey the browser made for that challenge, under the name given (the first factor: recovery codes too). */
  addPasskey: endpoint({
    method: "POST",
    path: "/api/session/factors/passkeys",
    permission: "session.own",
    body: addPasskeyRequest,
    response: passkeyAdded,
    secondFactorStep: true,
  }),
  /** The options for the browser to ask for one of my passkeys (the second step, a step-up). */
  passkeyProof: endpoint({
    method: "POST",
    path: "/api/session/second-factor/passkey",
    permission: "session.own",
    response: passkeyRequestOptions,
    secondFactorStep: true,
  }),
  /** The second step after the password (or a step-up): an authenticator code, a recovery code or a passkey. */
  prove: endpoint({
    method: "POST",
    path: "/api/session/second-factor",
    permission: "session.own",
    body: proveFactorRequest,
    response: null,
    secondFactorStep: true,
  }),
  /** Answers 204 when my second factor was proven in the last 5 minutes, else the step-up 403 (before a download). */
  stepUp: endpoint({
    method: "GET",
    path: "/api/session/step-up",
    permission: "session.own",
    response: null,
    stepUp: true,
  }),
  /** Ten new recovery codes (the earlier ones stop working), shown this once; my factor proven in the last 5 minutes. */
  renewRecoveryCodes: endpoint({
    method: "POST",
    path: "/api/session/factors/recovery-codes",
    permission: "session.own",
    response: recoveryCodes,
    stepUp: true,
  }),
  /** Renames one of my factors. */
  rename: endpoint({
    method: "PATCH",
    path: "/api/session/factors/[factorId]",
    permission: "session.own",
    params: factorPath,
    body: renameFactorRequest,
    response: null,
  }),
  /** Removes one of my factors (not the last one when my role requires one); my factor proven in the last 5 minutes. */
  remove: endpoint({
    method: "DELETE",
    path: "/api/session/factors/[factorId]",
    permission: "session.own",
    params: factorPath,
    response: null,
    stepUp: true,
  }),
};

export const staffFactorApi = {
  /** Whether each role must have a second factor (audited). */
  setPolicy: endpoint({
    method: "PUT",
    path: "/api/staff/factor-policy",
    permission: "staff.manage",
    body: factorPolicyRequest,
    response: factorPolicies,
    stepUp: true,
  }),
  /** Removes every factor of a staff member and ends their sessions; they enrol again at their next sign-in. */
  reset: endpoint({
    method: "POST",
    path: "/api/staff/[staffId]/factors/reset",
    permission: "staff.manage",
    params: { staffId: staffIdParam },
    response: factorsReset,
    stepUp: true,
  }),
};
