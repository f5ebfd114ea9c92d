import { operation } from "../http/operation";
import { memberSearchResult, memberSearchQuery } from "@frontdesk/lib/contract/members";
import { PlatformError } from "../http/errors";
import { queryValue } from "../http/input";

/** Finding a member and reading the overview: front desk staff, and sales (prospects are members). */
export const frontDeskGate = { products: ["FOH"], features: ["FOHGENERIC", "PROSPECTS"] };

function intParam(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined) return fallback;
  if (!/^-?\d{1,9}$/.test(raw)) throw PlatformError.text(400, `${name} must be an integer.`);
  return Number(raw);
}

/** The search query (names in any case, "" omitted): limit and offset whole numbers, then their ranges, each a 400 plain text. */
function readSearchQuery(query: URLSearchParams) {
  const limit = intParam(queryValue(query, "limit"), 20, "limit");
  const offset = intParam(queryValue(query, "offset"), 0, "offset");
  if (limit < 1) throw PlatformError.text(400, "Limit must be greater than 0");
  if (limit > 100) throw PlatformError.text(400, "Limit cannot be greater than 100");
  if (offset < 0) throw PlatformError.text(400, "Offset must be greater than or equal to 0");
  return { search: queryValue(query, "search") ?? "", limit, offset };
}

export const searchMembers = operation({
  method: "get",
  path: "/api/members",
  summary: "Search members (front-desk extension)",
  description:
    "Matches the member id exactly; a UK phone number in any format (spaces, dashes, brackets, +44 or 0044 and the leading 0 are ignored), whole or in part such as its last digits; " +
    "name words as prefixes of the first or last name in any order ('Marsh Helen'); an email prefix; and, only when those leave the page short, names with small typos " +
    "(a swapped, missing, extra or wrong letter after the first: 'Marhs', 'jnoes'; two from five letters). " +
    "Ranked: exact id, 'first last' or phone, name words in any order or last-name prefix, first-name prefix, email, then typo matches (surname matches first, nearest first); " +
    "then by last name, first name (character order), id. A blank search lists members by name. limit 1 to 100 (default 20), offset 0 or more. " +
    "total counts the matches up to 1,000; more than 1,000 matches give total 1001.",
  tags: ["Members: front desk"],
  ...frontDeskGate,
  input: { query: { schema: memberSearchQuery, parse: readSearchQuery } },
  responses: {
    200: { description: "A page of matches and the total count", schema: memberSearchResult },
    400: {
      description:
        "Limit must be greater than 0 / Limit cannot be greater than 100 / Offset must be greater than or equal to 0 (plain text)",
    },
  },
});
