import type { ActivatedIntegrator, CreateIntegratorRequest, GlobalIntegrator } from "@/lib/contract/integrators";
import { platformJson, type Caller } from "./transport";

/** The typed platform client of integrator management (endpoint 15 and sandbox-contract §3). */
const base = "/api/configuration/admin/integrators";

/** GET (endpoint 15): active and inactive global integrators by name; never any key material. */
export const listIntegrators = (caller: Caller) =>
  platformJson<GlobalIntegrator[]>(caller, { method: "GET", path: base });

/** POST: 201 with the new integrator, active but without a key until activation. */
export const createIntegrator = (caller: Caller, body: CreateIntegratorRequest) =>
  platformJson<GlobalIntegrator>(caller, { method: "POST", path: base, body });

/** POST {id}/activate: a new key (shown this once); replaces any earlier key and reactivates a deleted integrator. */
export const activateIntegrator = (caller: Caller, id: number) =>
  platformJson<ActivatedIntegrator>(caller, { method: "POST", path: `${base}/${id}/activate` });

/** DELETE {id}: soft delete (isActive false; still listed). */
export const deleteIntegrator = (caller: Caller, id: number) =>
  platformJson<void>(caller, { method: "DELETE", path: `${base}/${id}` });
