import { z } from "zod";
import { int32Max, parseMemberId, parseTemplateId } from "@frontdesk/lib/contract/ids";

/**
 * The BFF's path parameters, declared once: a route names the ones its path has
 * (`endpoint({ params: { memberId: memberIdParam }, ... })` in lib/api/<area>.ts) and the wrapper parses them before the
 * handler runs, so a bad segment is a 400 problem with the message under the parameter's name
 * (`errors: { memberId: [...] }`), never a 500 and never a platform call.
 */

/** A path id the platform keeps as a positive int of at most nine digits (wallet card ids and the like). */
export const positiveIdParam = (what: string, message = `The ${what} must be a whole number from 1 to 999999999.`) =>
  z
    .string()
    .refine((raw) => /^\d{1,9}$/.test(raw) && Number(raw) > 0, { error: message })
    .transform(Number);

/** A path value the platform resolves itself (a status, site, product or cost-centre id, a username). */
const textParam = (what: string) =>
  z
    .string()
    .min(1, { error: `Give the ${what}.` })
    .max(200, { error: `The ${what} can have at most 200 characters.` })
    .refine((raw) => !/[\p{Cc}\p{Cs}]/u.test(raw), { error: `The ${what} must not hold control characters.` });

const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id the platform reads as a positive int32 in plain digits, checked by the contract's parser of that id. */
const int32IdParam = (what: string, parse: (raw: string) => number | undefined) =>
  z
    .string()
    .refine((raw) => parse(raw) !== undefined, { error: `The ${what} must be a whole number from 1 to ${int32Max}.` })
    .transform(Number);

export const memberIdParam = int32IdParam("member ID", parseMemberId);

/** /api/members/[memberId]/... */
export const memberPath = { memberId: memberIdParam };

/** A session's booking id, in the waiting-list screen's words. */
export const bookingIdParam = positiveIdParam("session ID", "This session could not be found. Pick the session again.");

export const scheduleIdParam = z
  .string()
  .regex(guid, { error: "The schedule ID must be a GUID, such as 3f2b1c4e-0000-4000-8000-000000000000." });

export const templateIdParam = int32IdParam("template ID", parseTemplateId);
export const promoCodeIdParam = positiveIdParam("promo-code ID");
export const integratorIdParam = positiveIdParam("integrator ID");
export const mobileAppIdParam = positiveIdParam("app identifier ID");
const mobileAppVersionIdParam = positiveIdParam("version ID");
export const medicalConditionIdParam = positiveIdParam("medical condition ID");
export const interactionIdParam = positiveIdParam("interaction ID");
export const cardIdParam = positiveIdParam("card ID");
export const walletProviderParam = textParam("payment provider");
export const statusIdParam = textParam("status ID");
export const siteIdParam = textParam("site ID");
export const visitIdParam = positiveIdParam("visit ID", "This visit could not be found. Pick it from the list again.");
export const cardNumberParam = textParam("card number");
export const productIdParam = textParam("product ID");
export const costCentreIdParam = textParam("cost centre ID");
export const staffIdParam = textParam("username");

/** /api/configuration/mobile-apps/[id]/versions/[versionId]/... */
export const versionPath = { id: mobileAppIdParam, versionId: mobileAppVersionIdParam };
export const factorIdParam = positiveIdParam("factor ID", "This second factor could not be found. Reload the page.");
