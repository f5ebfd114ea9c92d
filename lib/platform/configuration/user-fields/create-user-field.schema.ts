import { operation } from "../../http/operation";
import {
  userFieldLimits,
  userFieldMessages as m,
  userFieldTypes,
  createUserFieldRequest,
} from "../../../contract/configuration";
import { JsonFields, isPlainObject } from "../../http/input";
import { PlatformError } from "../../http/errors";

export const collectionPath = "/api/configuration/user-fields";

/** The body checks in the spec's order, before the sort order's uniqueness and the default value's lookups. */
function readUserFieldBody(body: unknown) {
  if (body === undefined || body === null) throw PlatformError.empty(422, "Empty body");
  if (!isPlainObject(body)) throw PlatformError.text(400, "The request body must be a JSON object.");
  const fields = new JsonFields(body);

  // sortOrder is converted while the body is bound, before any validation.
  const rawSortOrder = fields.get("sortOrder");
  let sortOrder: number | null = null;
  if (rawSortOrder !== undefined && rawSortOrder !== null) {
    if (typeof rawSortOrder !== "number") throw PlatformError.text(400, m.sortOrderNotInteger);
    if (!Number.isInteger(rawSortOrder))
      throw PlatformError.text(400, `Input string '${rawSortOrder}' is not a valid integer.`);
    sortOrder = rawSortOrder;
  }

  const rawDescription = fields.get("description");
  const description =
    typeof rawDescription === "number" || typeof rawDescription === "boolean" ? String(rawDescription) : rawDescription;
  if (typeof description !== "string" || description.trim() === "")
    throw PlatformError.text(400, m.descriptionRequired);
  if (description.length > userFieldLimits.description) throw PlatformError.text(400, m.descriptionTooLong);

  const rawType = fields.get("type");
  const type =
    typeof rawType === "string"
      ? userFieldTypes.find((t) => t.toLowerCase() === rawType.trim().toLowerCase())
      : undefined;
  if (!type) throw PlatformError.text(400, m.typeInvalid);

  if (sortOrder !== null && (sortOrder < userFieldLimits.sortOrderMin || sortOrder > userFieldLimits.sortOrderMax)) {
    throw PlatformError.text(400, m.sortOrderRange);
  }

  const options = readOptions(fields.get("options"));
  if (type !== "Options" && options.length > 0) throw PlatformError.text(400, m.optionsNotAllowed);
  return { sortOrder, description, type, options, defaultValue: fields.get("defaultValue") };
}

/** Option descriptions in sent order; ids sent are ignored (assigned 1, 2, 3 on save). */
function readOptions(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw PlatformError.text(400, "The options field must be an array of { id, description }.");
  return raw.map((option) => {
    const description = isPlainObject(option) ? new JsonFields(option).get("description") : undefined;
    if (typeof description !== "string" || description.trim() === "")
      throw PlatformError.text(400, m.descriptionRequired);
    if (description.length > userFieldLimits.optionDescription)
      throw PlatformError.text(400, m.optionDescriptionTooLong);
    return description;
  });
}

/**
 * Endpoint 3. Checks run in the spec's order: the body's presence (422 empty), sortOrder's type,
 * description, type, sortOrder's range, option descriptions, options on a non-Options type,
 * sortOrder uniqueness, then the default value for the type (400s, then 404 lookups).
 */
export const createUserField = operation({
  method: "post",
  path: collectionPath,
  summary: "Create a user field",
  description:
    "201 with an empty body and an absolute Location header: {origin}/platform/api/configuration/user-fields?ids={newId}. " +
    "The spec names no products or features for this endpoint; the sandbox gates it like the other configuration writes (FOH or FOHGENERIC). " +
    "Property names match case-insensitively. sortOrder sent as a string (numeric or not) fails with 'Could not convert string to integer.', a fractional number with 'Input string '{v}' is not a valid integer.'; " +
    "out of range fails with 'The field SortOrder must be between 0 and 32767.'. An empty body gives 422 with an empty body. " +
    "Date defaults: { DayType, MonthType, Day, Month, Year } with DayType and MonthType each Fixed or Current (Day and Month may be null when Current). " +
    "User defaults: { UserName } (a staff user name) or { IsCurrentUser: true }.",
  tags: ["Configuration: user fields"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  errorKind: "text",
  input: { body: { schema: createUserFieldRequest, parse: readUserFieldBody } },
  responses: {
    201: { description: "Created; empty body; Location points at the list endpoint filtered to the new id" },
    400: { description: "Plain-text validation message", kind: "text" },
    404: { description: "User name {v} was not found. / Member ID {v} was not found.", kind: "text" },
    422: { description: "Empty request body (empty response body)", kind: "empty" },
  },
});
