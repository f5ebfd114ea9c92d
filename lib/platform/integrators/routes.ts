import type { RouteDef } from "../http/route";
import { listIntegrators } from "./list-integrators";
import { createIntegrator } from "./create-integrator";
import { activateIntegrator } from "./activate-integrator";
import { deleteIntegrator } from "./delete-integrator";
import { issueTokenRoute } from "./issue-token";

export const routes: RouteDef[] = [
  listIntegrators,
  createIntegrator,
  activateIntegrator,
  deleteIntegrator,
  issueTokenRoute,
];
