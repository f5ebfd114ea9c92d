import { availabilityQuery } from "@/lib/contract/bookings";
import { parseInput } from "@/lib/bff/route";

/** The site and day from the query (the sessions list and the waiting-lists export read them alike); 400 by field. */
export function siteDayOf(query: URLSearchParams) {
  return parseInput(availabilityQuery, { siteId: query.get("siteId") ?? "", date: query.get("date") ?? "" });
}
