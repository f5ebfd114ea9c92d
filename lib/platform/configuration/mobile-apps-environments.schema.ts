import { operation } from "../http/operation";
import { PlatformError } from "../http/errors";
import { isInt32, bodyProp, lookupPath } from "../http/input";
import { asObject, canChangeIdentifiers, canManageIdentifiers } from "./mobile-apps-rules";
import { updateEnvironmentAppVersionsRequest, environment } from "@frontdesk/lib/contract/mobile-apps";
import { z } from "zod";

const tags = ["Configuration: mobile apps"];

/** Operator environments with the app versions connected to each. */
export const listEnvironments = operation({
  method: "get",
  path: "/api/configuration/environments",
  summary: "List environments with their connected mobile-app versions",
  tags,
  authorize: canManageIdentifiers,
  responses: {
    200: { description: "Array of { id, name, versionIds }", schema: z.array(environment) },
  },
});

/**
 * Connects an app to an operator environment: the environment's set of identifier versions is
 * replaced by versionIds (an empty array disconnects every version). Scope api only.
 */
export const updateEnvironmentAppVersions = operation({
  method: "put",
  path: "/api/configuration/environments/:environmentId/mobile-app-versions",
  summary: "Update an environment's mobile-app identifier versions",
  description:
    "Replaces the set of versions connected to the environment, in one transaction. Scope api only (partner gets 403, empty body).",
  tags,
  authorize: canChangeIdentifiers,
  errorKind: "problem",
  // the body is checked before the environment's 404
  input: {
    params: lookupPath(["environmentId"]),
    body: {
      schema: updateEnvironmentAppVersionsRequest,
      parse: (body: unknown) => {
        const raw = bodyProp(asObject(body), "versionIds");
        if (!Array.isArray(raw) || !raw.every(isInt32))
          throw PlatformError.problem(400, { VersionIds: ["VersionIds must be an array of version ids."] });
        return { versionIds: [...new Set(raw)] };
      },
    },
  },
  responses: {
    204: { description: "Updated" },
    400: {
      description: "Problem document keyed VersionIds: not an array of integers, or unknown version ids",
      kind: "problem",
    },
    404: {
      description: "Plain text: Environment with ID {environmentId} does not exist.",
      kind: "text",
    },
  },
});
