import { apiPath, withQuery } from "@/lib/bff/api-path";

/** The configuration area's BFF URLs (app/api/configuration/**), written once for every query hook. */
export const configurationPaths = {
  consentList: (list: "marketing-campaigns" | "data-processing" | "communication-channels") =>
    `/api/configuration/consent/${list}`,
  medicalTypes: "/api/configuration/medical-types",
  sites: "/api/configuration/sites",
  site: (siteId: string) => apiPath`/api/configuration/sites/${siteId}`,
  statuses: "/api/configuration/statuses",
  status: (statusId: string) => apiPath`/api/configuration/statuses/${statusId}`,
  resourceProducts: "/api/configuration/resource-products",
  resourceProduct: (productId: string) => apiPath`/api/configuration/resource-products/${productId}`,
  costCentres: "/api/configuration/cost-centres",
  costCentre: (id: string) => apiPath`/api/configuration/cost-centres/${id}`,
  userFields: "/api/configuration/user-fields",
  promotionCodes: (query: { includeInactive?: boolean } = {}) => withQuery("/api/configuration/promotion-codes", query),
  promotionCode: (id: number) => apiPath`/api/configuration/promotion-codes/${id}`,
  promotionCodesExport: "/api/configuration/promotion-codes/export",
  discounts: "/api/configuration/discounts",
  discountUsage: (query: URLSearchParams) => withQuery("/api/configuration/discount-usage", query),
  discountUsageSummary: (query: URLSearchParams) => withQuery("/api/configuration/discount-usage/summary", query),
  discountUsageExport: (query: URLSearchParams) => withQuery("/api/configuration/discount-usage/export", query),
  integrators: "/api/configuration/integrators",
  integrator: (id: number) => apiPath`/api/configuration/integrators/${id}`,
  activateIntegrator: (id: number) => apiPath`/api/configuration/integrators/${id}/activate`,
  mobileApps: "/api/configuration/mobile-apps",
  mobileApp: (id: number) => apiPath`/api/configuration/mobile-apps/${id}`,
  mobileAppVersions: (id: number) => apiPath`/api/configuration/mobile-apps/${id}/versions`,
  mobileAppVersion: (id: number, versionId: number) =>
    apiPath`/api/configuration/mobile-apps/${id}/versions/${versionId}`,
  mobileAppVersionSecret: (id: number, versionId: number) =>
    apiPath`/api/configuration/mobile-apps/${id}/versions/${versionId}/secret`,
  secretReveals: "/api/configuration/mobile-apps/reveals",
};
