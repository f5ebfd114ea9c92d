import { operation } from "../../http/operation";
import { userField } from "../../../contract/configuration";
import { PlatformError } from "../../http/errors";
import { queryValues } from "../../http/input";
import { z } from "zod";

/** ids: comma-separated or repeated; each entry a whole number of at most 9 digits, else 400 plain text. */
function readIds(query: URLSearchParams): { ids: number[] } {
  const ids = queryValues(query, "ids")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "");
  for (const id of ids) {
    if (!/^\d{1,9}$/.test(id)) throw PlatformError.text(400, `The value '${id}' is not valid for ids.`);
  }
  return { ids: ids.map(Number) };
}

/**
 * GET /api/configuration/user-fields[?ids=1,2] (sandbox-contract §5): the definitions, by id
 * ascending. ids is a comma-separated list (or repeated); unknown ids are left out.
 */
export const listUserFields = operation({
  method: "get",
  path: "/api/configuration/user-fields",
  summary: "List user field definitions",
  description:
    "Array of UserField (id, sortOrder, description, type, defaultValue, options) ordered by id. " +
    "ids=1,2 (or ids=1&ids=2) narrows the list; unknown ids are left out; without ids every definition is returned. " +
    "defaultValue is a string, or an object for Date and User; null when none. options is [] for types other than Options.",
  tags: ["Configuration: user fields"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  input: {
    query: {
      schema: z.object({ ids: z.string().optional().describe("Comma-separated ids (or ids repeated)") }),
      parse: readIds,
    },
  },
  responses: {
    200: { description: "The user field definitions", schema: z.array(userField) },
    400: { description: "An ids entry that is not a whole number", kind: "text" },
  },
});
