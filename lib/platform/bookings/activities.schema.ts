import { operation } from "../http/operation";
import { activityList } from "../../contract/bookings";
import { z } from "zod";

/** Extension: the activities a desk can pick from (restriction check, availability by activity). */
export const listActivities = operation({
  method: "get",
  path: "/api/bookings/activities",
  summary: "List activities (sandbox extension)",
  description:
    "Not in the spec. Every activity with its kind (class, course, other), site and whether it allows alert lists, by site name then activity name. " +
    "Optional siteId (case-insensitive) narrows to one site; an unknown site gives an empty array.",
  tags: ["Bookings"],
  products: ["FOH", "CONSUMER"],
  features: ["ONLINEBOOK", "ONLINEJOIN", "FOHGENERIC"],
  input: { query: z.object({ siteId: z.string().optional().describe("One site only (case-insensitive)") }) },
  responses: { 200: { description: "Activities", schema: activityList } },
});
