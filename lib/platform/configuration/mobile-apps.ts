import type { RouteDef } from "../http/route";
import { createMobileAppIdentifier } from "./mobile-apps-create";
import {
  addMobileAppVersion,
  deleteMobileAppIdentifier,
  deleteMobileAppVersion,
  listMobileAppIdentifiers,
} from "./mobile-apps-versions";
import { listEnvironments, updateEnvironmentAppVersions } from "./mobile-apps-environments";

/** Mobile-app identifiers, their versions and environments (endpoint 5 and its related routes). */
export const mobileAppRoutes: RouteDef[] = [
  createMobileAppIdentifier,
  addMobileAppVersion,
  listMobileAppIdentifiers,
  deleteMobileAppVersion,
  deleteMobileAppIdentifier,
  listEnvironments,
  updateEnvironmentAppVersions,
];
