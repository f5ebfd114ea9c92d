import { operation } from "../http/operation";
import { z } from "zod";
import { pastBookingsV1 } from "../../contract/bookings";
import { pastBookingsMember } from "./past-bookings.schema";

/** Past bookings v1.0 (Versioning 1): a bare array, no paging, no sort, with translations and the site name. */
export const listPastBookingsV1 = operation({
  method: "get",
  path: "/api/members/:memberId/past-bookings",
  summary: "List a member's past bookings (v1.0)",
  description:
    "A bare array of every confirmed past place (started before now, UTC; not waiting; session not cancelled), with no total, paging or sort " +
    "(this sandbox returns them in the order the places were taken), including activityTranslations, siteName and siteTranslations. " +
    "An empty history is an empty array. Gated like v2.0: products FOH, CONSUMER; features ONLINEBOOK, ONLINEJOIN, FOHGENERIC; not member-scoped.",
  tags: ["Members"],
  products: ["FOH", "CONSUMER"],
  features: ["ONLINEBOOK", "ONLINEJOIN", "FOHGENERIC"],
  input: { params: pastBookingsMember },
  responses: {
    200: { description: "Every past booking of the member", schema: pastBookingsV1 },
    404: { description: "Member ID {memberId} does not exist.", schema: z.string(), kind: "text" },
  },
});
