import { operation } from "../../http/operation";
import { costCentreMessages as m, costCentreLimits, updateCostCentreRequest } from "../../../contract/configuration";
import { type FieldErrors, PlatformError } from "../../http/errors";
import { JsonFields, isPlainObject, pathText } from "../../http/input";
import { z } from "zod";

/** The body as the original binds it (names case-insensitive), checked in the spec's order before the lookup. */
function readCostCentreBody(body: unknown) {
  body ??= {};
  if (!isPlainObject(body)) throw PlatformError.modelState(400, { "": ["The request body must be a JSON object."] });
  const fields = new JsonFields(body);
  const typeErrors: FieldErrors = {};
  const text = (name: "Description" | "Reference") => {
    const value = fields.get(name);
    if (value === undefined || value === null) return undefined;
    if (typeof value !== "string") {
      typeErrors[name] = ["The JSON value could not be converted to System.String."];
      return undefined;
    }
    return value;
  };
  const description = text("Description");
  const reference = text("Reference");
  if (Object.keys(typeErrors).length > 0) throw PlatformError.modelState(400, typeErrors);

  const lengthErrors: FieldErrors = {};
  if (description !== undefined && description.length > costCentreLimits.description)
    lengthErrors.Description = [m.descriptionTooLong];
  if (reference !== undefined && reference.length > costCentreLimits.reference)
    lengthErrors.Reference = [m.referenceTooLong];
  if (Object.keys(lengthErrors).length > 0) throw PlatformError.modelState(400, lengthErrors);
  if (description !== undefined && description.trim() === "") throw PlatformError.text(400, m.descriptionEmpty);
  return { description, reference };
}

/**
 * Endpoint 19: partial update (omitted or null keeps the value). Order: the 255-character
 * model checks (both fields reported together), the empty description, then the lookup (404).
 */
export const updateCostCentre = operation({
  method: "put",
  path: "/api/configuration/cost-centres/:id",
  summary: "Update a cost centre",
  description:
    "204 with an empty body. Omitted or null fields keep their value. description cannot be emptied (400 plain text 'Description cannot be empty'); " +
    "reference may be the empty string. Over 255 characters gives a 400 model-state object keyed Description / Reference. " +
    "Unknown id gives 404 plain text 'CostCentre ID does not exist' (matched case-insensitively). An empty body changes nothing.",
  tags: ["Configuration: cost centres"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  errorKind: "modelState",
  input: {
    params: pathText(z.object({ id: z.string() })),
    body: { schema: updateCostCentreRequest, parse: readCostCentreBody },
  },
  responses: {
    204: { description: "Updated" },
    400: { description: "'Description cannot be empty' (plain text) or a model-state object keyed by field" },
    404: { description: "CostCentre ID does not exist", kind: "text" },
  },
});
