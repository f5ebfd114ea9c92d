import type {
  CostCentre,
  CreateUserFieldRequest,
  MemberStatus,
  ResourceProduct,
  Site,
  UpdateCostCentreRequest,
  UpdateMemberStatusRequest,
  UserField,
} from "@/lib/contract/configuration";
import { PlatformFailure, platformJson, transport, type Caller } from "./transport";

/**
 * The typed platform client of the configuration area: one function per endpoint.
 * Part A: user fields, member statuses, sites, cost centres, resource products.
 */

// ---- user fields (endpoint 3 and the list) ----

/** GET /api/configuration/user-fields[?ids=1,2]. */
export const listUserFields = (caller: Caller, ids?: number[]) =>
  platformJson<UserField[]>(caller, { method: "GET", path: "/api/configuration/user-fields", query: { ids: ids?.length ? ids.join(",") : undefined } });

/** POST /api/configuration/user-fields (endpoint 3): 201 with an empty body; the new id is read from Location. */
export async function createUserField(caller: Caller, body: CreateUserFieldRequest): Promise<{ id: number | null }> {
  const response = await transport().send(caller, { method: "POST", path: "/api/configuration/user-fields", body });
  const text = await response.text();
  if (!response.ok) throw new PlatformFailure(response.status, response.headers.get("content-type"), text);
  const location = response.headers.get("location");
  const id = location ? Number(new URL(location, "http://platform.invalid").searchParams.get("ids")) : NaN;
  return { id: Number.isInteger(id) && id > 0 ? id : null };
}

// ---- member statuses (endpoint 8 and the reads) ----

export const listStatuses = (caller: Caller) => platformJson<MemberStatus[]>(caller, { method: "GET", path: "/api/configuration/statuses" });

export const getStatus = (caller: Caller, statusId: string) =>
  platformJson<MemberStatus>(caller, { method: "GET", path: `/api/configuration/statuses/${encodeURIComponent(statusId)}` });

/** PUT /api/configuration/statuses/{statusId} (endpoint 8): merge update, 204. */
export const updateStatus = (caller: Caller, statusId: string, body: UpdateMemberStatusRequest) =>
  platformJson<void>(caller, { method: "PUT", path: `/api/configuration/statuses/${encodeURIComponent(statusId)}`, body });

// ---- sites (endpoint 11 and the list) ----

export const listSites = (caller: Caller) => platformJson<Site[]>(caller, { method: "GET", path: "/api/configuration/sites" });

/** GET /api/configuration/sites/{siteId} (endpoint 11); withFacilitiesAndAmenities adds the richer shape. */
export const getSite = (caller: Caller, siteId: string, withFacilitiesAndAmenities = false) =>
  platformJson<Site>(caller, {
    method: "GET",
    path: `/api/configuration/sites/${encodeURIComponent(siteId)}`,
    query: { includeFacilitiesAndAmenities: withFacilitiesAndAmenities ? "true" : undefined },
  });

// ---- cost centres (endpoint 19 and the list) ----

export const listCostCentres = (caller: Caller) => platformJson<CostCentre[]>(caller, { method: "GET", path: "/api/configuration/cost-centres" });

/** PUT /api/configuration/cost-centres/{id} (endpoint 19): partial update, 204. */
export const updateCostCentre = (caller: Caller, id: string, body: UpdateCostCentreRequest) =>
  platformJson<void>(caller, { method: "PUT", path: `/api/configuration/cost-centres/${encodeURIComponent(id)}`, body });

// ---- resource products (endpoint 20 and the list) ----

export const listResourceProducts = (caller: Caller) =>
  platformJson<ResourceProduct[]>(caller, { method: "GET", path: "/api/configuration/resource-products" });

/** GET /api/configuration/resource-products/{productId} (endpoint 20): unknown ids answer 400 Product not found. */
export const getResourceProduct = (caller: Caller, productId: string) =>
  platformJson<ResourceProduct>(caller, { method: "GET", path: `/api/configuration/resource-products/${encodeURIComponent(productId)}` });
