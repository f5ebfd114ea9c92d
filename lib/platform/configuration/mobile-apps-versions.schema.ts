import { operation } from "../http/operation";
import { lookupPath, queryFlag, bodyProp } from "../http/input";
import { canChangeIdentifiers, canManageIdentifiers, asObject, checkRequiredString } from "./mobile-apps-rules";
import {
  mobileAppIdentifier,
  mobileAppVersion,
  mobileAppLimits,
  addMobileAppVersionRequest,
} from "@frontdesk/lib/contract/mobile-apps";
import { z } from "zod";
import { PlatformError, type FieldErrors } from "../http/errors";

const tags = ["Configuration: mobile apps"];

/** The version body: required and length (problem document), then whitespace. */
function readVersionBody(raw: unknown) {
  const errors: FieldErrors = {};
  const appVersion = checkRequiredString(
    errors,
    "AppVersion",
    bodyProp(asObject(raw), "appVersion"),
    mobileAppLimits.appVersion,
  );
  if (appVersion === undefined) throw PlatformError.problem(400, errors);
  if (/\s/.test(appVersion))
    throw PlatformError.problem(400, { AppVersion: ["AppVersion cannot contain whitespace."] });
  return { appVersion };
}

/** Adds a version (with its own generated secret) to an identifier: scope api only. */
export const addMobileAppVersion = operation({
  method: "post",
  path: "/api/configuration/multitenant-mobile-app-identifier/:id/version",
  summary: "Add a version to a mobile app identifier",
  description:
    "Scope api only: partner integrations cannot add versions (403, empty body). Same AppVersion rules as creation; " +
    "a version already registered for the identifier gives 409. Secrets cannot be chosen or rotated: delete the version and add it again.",
  tags,
  authorize: canChangeIdentifiers,
  errorKind: "problem",
  // body checks come before the identifier's 404
  input: { params: lookupPath(["id"]), body: { schema: addMobileAppVersionRequest, parse: readVersionBody } },
  responses: {
    201: { description: "The new version with its secret", schema: mobileAppVersion },
    400: { description: "Validation problem document keyed AppVersion", kind: "problem" },
    404: { description: "Plain text: Mobile app identifier with ID {id} does not exist.", kind: "text" },
    409: {
      description: "Plain text: A version already exists with AppVersion '{value}'.",
      kind: "text",
    },
  },
});

/** The retrieve-all list; includeVersions=true adds every version with its secret in full. */
export const listMobileAppIdentifiers = operation({
  method: "get",
  path: "/api/configuration/multitenant-mobile-app-identifier",
  summary: "List mobile app identifiers",
  description:
    "Ordered by id. Only the literal includeVersions=true (any case) adds versions (ordered by id, secrets in full); otherwise the versions property is omitted.",
  tags,
  authorize: canManageIdentifiers,
  input: {
    query: {
      schema: z.object({ includeVersions: z.enum(["true", "false"]).optional() }),
      parse: (query: URLSearchParams) => ({ includeVersions: queryFlag(query, "includeVersions") }),
    },
  },
  responses: {
    200: { description: "Array of MobileAppIdentifier", schema: z.array(mobileAppIdentifier) },
  },
});

/** Deletes one version (and its environment connections) of an identifier: scope api only. */
export const deleteMobileAppVersion = operation({
  method: "delete",
  path: "/api/configuration/multitenant-mobile-app-identifier/:id/version/:versionId",
  summary: "Delete a version of a mobile app identifier",
  description:
    "Scope api only. Removes the version's connections to environments in the same transaction; this is how a secret is rotated (delete, then add the version again).",
  tags,
  authorize: canChangeIdentifiers,
  input: { params: lookupPath(["id", "versionId"]) },
  responses: {
    204: { description: "Deleted" },
    404: {
      description: "Plain text: Mobile app version with ID {versionId} does not exist for identifier {id}.",
      kind: "text",
    },
  },
});

/**
 * Deletes an identifier with every version and environment connection: scope api only.
 * The spec's "Related" list names update and delete without their shape; this follows the version
 * delete (204, plain-text 404, one transaction).
 */
export const deleteMobileAppIdentifier = operation({
  method: "delete",
  path: "/api/configuration/multitenant-mobile-app-identifier/:id",
  summary: "Delete a mobile app identifier with its versions",
  description:
    "Extension (the spec names delete among endpoint 5's related calls without its shape). Scope api only, like adding versions: partner integrations cannot delete (403, empty body). " +
    "Removes the identifier, all its versions (their secrets stop signing at once) and their connections to environments in one transaction.",
  tags,
  authorize: canChangeIdentifiers,
  input: { params: lookupPath(["id"]) },
  responses: {
    204: { description: "Deleted with its versions" },
    404: { description: "Plain text: Mobile app identifier with ID {id} does not exist.", kind: "text" },
  },
});
