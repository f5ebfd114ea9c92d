import { operation } from "../http/operation";
import { z } from "zod";
import { bookingRestrictionResult, bookingRestrictionsQuery } from "../../contract/bookings";
import { sql } from "drizzle-orm";
import { rowsOf } from "../db/rows";
import { PlatformError } from "../http/errors";
import { queryValue } from "../http/input";
import type { Executor } from "../db/client";
import type { InputContext } from "../http/route";
import { memberNotFound, existingMemberPath } from "../members/member-record";

const text = z.string();

const gate = { products: ["FOH", "CONSUMER"], features: ["ONLINEBOOK", "ONLINEJOIN", "FOHGENERIC"] };

interface ActivityRestriction {
  /** a restriction is configured for the activity */
  configured: boolean;
  /** the subscription types it names (empty: it names none) */
  subscriptionTypes: string[];
}

/** The declared activityId query, checked as the spec orders it: provided, then found. */
const activityQuery = {
  schema: bookingRestrictionsQuery,
  parse: (query: URLSearchParams, ctx: InputContext) => readActivity(ctx.db, query),
};

async function readActivity(
  db: Executor,
  query: URLSearchParams,
): Promise<{ activityId: string; restriction: ActivityRestriction }> {
  const activityId = queryValue(query, "activityId");
  if (activityId === undefined)
    throw PlatformError.text(400, "No booking membership restrictions activity id provided.");
  const rows = await rowsOf<{ configured: boolean; types: string[] | null }>(
    db,
    sql`SELECT r.activity_id IS NOT NULL AS configured,
               (SELECT array_agg(t.subscription_type_id ORDER BY t.subscription_type_id) FROM activity_restriction_subscription_types t WHERE t.activity_id = a.id) AS types
        FROM activities a LEFT JOIN activity_restrictions r ON r.activity_id = a.id
        WHERE a.id = ${activityId}`,
  );
  if (rows.length === 0)
    throw PlatformError.text(400, `No activity found for the following activity Id: ${activityId}.`);
  return {
    activityId,
    restriction: { configured: Boolean(rows[0].configured), subscriptionTypes: toArray(rows[0].types) },
  };
}

/** array_agg comes back as an array (PGlite, pg) or, on some drivers, as the literal {A,B}. */
function toArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, "")
    .split(",")
    .filter(Boolean);
}

/** Endpoint 13: whether someone who is not a member may book the activity. */
export const nonMemberBookingRestrictions = operation({
  method: "get",
  path: "/api/members/bookings-restrictions",
  summary: "Non-member booking restrictions",
  description:
    "Always two entries: 'Non member does not have any status' (always true) and 'Membership Restriction' (true when the activity has no restriction " +
    "or one naming no subscription types, false when it names subscription types). isActivityRestricted is the inverse of the second entry. " +
    "activityId is matched exactly and echoed as sent.",
  tags: ["Members"],
  ...gate,
  input: { query: activityQuery },
  responses: {
    200: { description: "BookingRestrictionResult", schema: bookingRestrictionResult },
    400: {
      description:
        "No booking membership restrictions activity id provided. | No activity found for the following activity Id: {activityId}.",
      schema: text,
      kind: "text",
    },
  },
});

/** sandbox-contract §5: whether an identified member may book the activity, from their current subscriptions. */
export const memberBookingRestrictions = operation({
  method: "get",
  path: "/api/members/:memberId/bookings-restrictions",
  summary: "Member booking restrictions",
  description:
    "isActivityRestricted says whether a restriction is configured for the activity (unlike the non-member form). One entry, 'Membership Restriction': " +
    "true when no restriction is configured, when it names no subscription types, or when the member holds a current subscription " +
    "(startDate on or before today, endDate null or on or after today, UTC) of one of the types it names. memberAbleToProceed is true when every entry is. " +
    "Checks: member scope (403), the member exists (404), then the activityId as the non-member form.",
  tags: ["Members"],
  ...gate,
  memberScoped: true,
  // the member is checked (404) before the activity
  input: { params: existingMemberPath(memberNotFound), query: activityQuery },
  responses: {
    200: { description: "The member's restriction result", schema: bookingRestrictionResult },
    400: {
      description:
        "No booking membership restrictions activity id provided. | No activity found for the following activity Id: {activityId}.",
      schema: text,
      kind: "text",
    },
    404: { description: "Member with ID {memberId} does not exist", schema: text, kind: "text" },
  },
});
