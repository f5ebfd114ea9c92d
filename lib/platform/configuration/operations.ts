/** The configuration area's operation declarations, without their handlers: what callPlatform reads. */
export { listCostCentres } from "./cost-centres/list-cost-centres.schema";
export { updateCostCentre } from "./cost-centres/update-cost-centre.schema";
export { listBookingDiscountUsage } from "./discount-usage.schema";
export { listDiscounts, createDiscount } from "./discounts.schema";
export { createMobileAppIdentifier } from "./mobile-apps-create.schema";
export { listEnvironments, updateEnvironmentAppVersions } from "./mobile-apps-environments.schema";
export {
  addMobileAppVersion,
  listMobileAppIdentifiers,
  deleteMobileAppVersion,
  deleteMobileAppIdentifier,
} from "./mobile-apps-versions.schema";
export { createPromoCode } from "./promotion-codes-create.schema";
export { getPromoCode, listPromoCodes } from "./promotion-codes-read.schema";
export { updatePromoCode } from "./promotion-codes-update.schema";
export {
  getResourceProductById,
  getResourceProductEmptySegment,
} from "./resource-products/get-resource-product.schema";
export { listResourceProducts } from "./resource-products/list-resource-products.schema";
export { getSite } from "./sites/get-site.schema";
export { listSites } from "./sites/list-sites.schema";
export { listStatuses, getStatus, getStatusMemberCount } from "./statuses/list-statuses.schema";
export { updateStatus } from "./statuses/update-status.schema";
export { createUserField } from "./user-fields/create-user-field.schema";
export { listUserFields } from "./user-fields/list-user-fields.schema";
