/** The integrators area's operation declarations, without their handlers: what callPlatform reads. */
export { activateIntegrator } from "./activate-integrator.schema";
export { createIntegrator } from "./create-integrator.schema";
export { deleteIntegrator } from "./delete-integrator.schema";
export { issueTokenRoute } from "./issue-token.schema";
export { listIntegrators } from "./list-integrators.schema";
