import type {
  CostCentre,
  CreateUserFieldRequest,
  MemberStatus,
  ResourceProduct,
  Site,
  StatusMemberCount,
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
  platformJson<UserField[]>(caller, {
    method: "GET",
    path: "/api/configuration/user-fields",
    query: { ids: ids?.length ? ids.join(",") : undefined },
  });

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

export const listStatuses = (caller: Caller) =>
  platformJson<MemberStatus[]>(caller, { method: "GET", path: "/api/configuration/statuses" });

export const getStatus = (caller: Caller, statusId: string) =>
  platformJson<MemberStatus>(caller, {
    method: "GET",
    path: `/api/configuration/statuses/${encodeURIComponent(statusId)}`,
  });

/** PUT /api/configuration/statuses/{statusId} (endpoint 8): merge update, 204. */
export const updateStatus = (caller: Caller, statusId: string, body: UpdateMemberStatusRequest) =>
  platformJson<void>(caller, {
    method: "PUT",
    path: `/api/configuration/statuses/${encodeURIComponent(statusId)}`,
    body,
  });

/** GET /api/configuration/statuses/{statusId}/member-count (extension): how many members hold it. */
export const getStatusMemberCount = (caller: Caller, statusId: string) =>
  platformJson<StatusMemberCount>(caller, {
    method: "GET",
    path: `/api/configuration/statuses/${encodeURIComponent(statusId)}/member-count`,
  });

// ---- sites (endpoint 11 and the list) ----

export const listSites = (caller: Caller) =>
  platformJson<Site[]>(caller, { method: "GET", path: "/api/configuration/sites" });

/** GET /api/configuration/sites/{siteId} (endpoint 11); withFacilitiesAndAmenities adds the richer shape. */
export const getSite = (caller: Caller, siteId: string, withFacilitiesAndAmenities = false) =>
  platformJson<Site>(caller, {
    method: "GET",
    path: `/api/configuration/sites/${encodeURIComponent(siteId)}`,
    query: { includeFacilitiesAndAmenities: withFacilitiesAndAmenities ? "true" : undefined },
  });

// ---- cost centres (endpoint 19 and the list) ----

export const listCostCentres = (caller: Caller) =>
  platformJson<CostCentre[]>(caller, { method: "GET", path: "/api/configuration/cost-centres" });

/** PUT /api/configuration/cost-centres/{id} (endpoint 19): partial update, 204. */
export const updateCostCentre = (caller: Caller, id: string, body: UpdateCostCentreRequest) =>
  platformJson<void>(caller, {
    method: "PUT",
    path: `/api/configuration/cost-centres/${encodeURIComponent(id)}`,
    body,
  });

// ---- resource products (endpoint 20 and the list) ----

export const listResourceProducts = (caller: Caller) =>
  platformJson<ResourceProduct[]>(caller, { method: "GET", path: "/api/configuration/resource-products" });

/** GET /api/configuration/resource-products/{productId} (endpoint 20): unknown ids answer 400 Product not found. */
export const getResourceProduct = (caller: Caller, productId: string) =>
  platformJson<ResourceProduct>(caller, {
    method: "GET",
    path: `/api/configuration/resource-products/${encodeURIComponent(productId)}`,
  });

// ---- Part B: promotion codes, discounts, booking-discount usage, mobile-app identifiers ----

import type {
  BookingDiscountUsagePage,
  CreateDiscountRequest,
  CreatePromoCodeRequest,
  Discount,
  PromoCode,
  UpdatePromoCodeRequest,
} from "@/lib/contract/promotions";
import type {
  CreateMobileAppIdentifierRequest,
  Environment,
  MobileAppIdentifier,
  MobileAppVersion,
} from "@/lib/contract/mobile-apps";

/** GET /api/configuration/promotion-codes (active only unless includeInactive). */
export const listPromoCodes = (caller: Caller, includeInactive = false) =>
  platformJson<PromoCode[]>(caller, {
    method: "GET",
    path: "/api/configuration/promotion-codes",
    query: { includeInactive: includeInactive ? "true" : undefined },
  });

/** GET /api/configuration/promotion-codes/{id}. */
export const getPromoCode = (caller: Caller, id: number) =>
  platformJson<PromoCode>(caller, { method: "GET", path: `/api/configuration/promotion-codes/${id}` });

/** GET /api/configuration/promotion-codes/{code}: the code in curly braces (a bare segment is an id). */
export const getPromoCodeByCode = (caller: Caller, code: string) =>
  platformJson<PromoCode>(caller, {
    method: "GET",
    path: `/api/configuration/promotion-codes/${encodeURIComponent(`{${code}}`)}`,
  });

/** POST /api/configuration/promotion-codes (endpoint 17): 201 with the new id as a bare JSON integer. */
export const createPromoCode = (caller: Caller, body: CreatePromoCodeRequest) =>
  platformJson<number>(caller, { method: "POST", path: "/api/configuration/promotion-codes", body });

/** PUT /api/configuration/promotion-codes/{id}: merge update, 204 (e.g. { active: true }). */
export const updatePromoCode = (caller: Caller, id: number, body: UpdatePromoCodeRequest) =>
  platformJson<void>(caller, { method: "PUT", path: `/api/configuration/promotion-codes/${id}`, body });

export const listDiscounts = (caller: Caller) =>
  platformJson<Discount[]>(caller, { method: "GET", path: "/api/configuration/discounts" });

export const createDiscount = (caller: Caller, body: CreateDiscountRequest) =>
  platformJson<Discount>(caller, { method: "POST", path: "/api/configuration/discounts", body });

export interface DiscountUsageFilters {
  MemberID?: number;
  BookingID?: number;
  ActivityID?: string;
  PromotionCode?: string;
  DateFrom?: string;
  DateTo?: string;
  limit?: number;
  /** discount-usage-id:{id}, taken from the previous page's links.next */
  continuationToken?: string;
}

/** GET /api/configuration/booking-discount-usage (endpoint 12): one page; follow links.next. */
export const listBookingDiscountUsage = (caller: Caller, { continuationToken, ...filters }: DiscountUsageFilters) =>
  platformJson<BookingDiscountUsagePage>(caller, {
    method: "GET",
    path: "/api/configuration/booking-discount-usage",
    query: { ...filters, "continuation-token": continuationToken },
  });

/** Every page of endpoint 12 for these filters, following links.next (an export, a chart). */
export async function* allBookingDiscountUsage(
  caller: Caller,
  filters: Omit<DiscountUsageFilters, "continuationToken" | "limit">,
  limit = 500,
) {
  let continuationToken: string | undefined;
  for (;;) {
    const page = await listBookingDiscountUsage(caller, { ...filters, limit, continuationToken });
    if (page.data.length) yield page.data;
    continuationToken = continuationTokenOf(page.links.next) ?? undefined;
    if (!continuationToken || page.data.length === 0) return;
  }
}

/** The continuation token carried by a links.next URL (whatever host the platform wrote into it). */
export function continuationTokenOf(next: string | null): string | null {
  if (!next) return null;
  try {
    return new URL(next).searchParams.get("continuation-token");
  } catch {
    return null;
  }
}

/** GET /api/configuration/multitenant-mobile-app-identifier?includeVersions=true: secrets in full. */
export const listMobileAppIdentifiers = (caller: Caller) =>
  platformJson<MobileAppIdentifier[]>(caller, {
    method: "GET",
    path: "/api/configuration/multitenant-mobile-app-identifier",
    query: { includeVersions: "true" },
  });

/** POST /api/configuration/multitenant-mobile-app-identifier (endpoint 5): 201 with the identifier and its first version. */
export const createMobileAppIdentifier = (caller: Caller, body: CreateMobileAppIdentifierRequest) =>
  platformJson<MobileAppIdentifier>(caller, {
    method: "POST",
    path: "/api/configuration/multitenant-mobile-app-identifier",
    body,
  });

export const addMobileAppVersion = (caller: Caller, identifierId: number, appVersion: string) =>
  platformJson<MobileAppVersion>(caller, {
    method: "POST",
    path: `/api/configuration/multitenant-mobile-app-identifier/${identifierId}/version`,
    body: { appVersion },
  });

export const deleteMobileAppVersion = (caller: Caller, identifierId: number, versionId: number) =>
  platformJson<void>(caller, {
    method: "DELETE",
    path: `/api/configuration/multitenant-mobile-app-identifier/${identifierId}/version/${versionId}`,
  });

/** DELETE /api/configuration/multitenant-mobile-app-identifier/{id}: the identifier with all its versions (extension, 204). */
export const deleteMobileAppIdentifier = (caller: Caller, identifierId: number) =>
  platformJson<void>(caller, {
    method: "DELETE",
    path: `/api/configuration/multitenant-mobile-app-identifier/${identifierId}`,
  });

export const listEnvironments = (caller: Caller) =>
  platformJson<Environment[]>(caller, { method: "GET", path: "/api/configuration/environments" });

export const updateEnvironmentAppVersions = (caller: Caller, environmentId: number, versionIds: number[]) =>
  platformJson<void>(caller, {
    method: "PUT",
    path: `/api/configuration/environments/${environmentId}/mobile-app-versions`,
    body: { versionIds },
  });
