import { z } from "zod";
import {
  communicationChannelConfig,
  consentCampaignConfig,
  medicalConditionType,
} from "@frontdesk/lib/contract/members";
import {
  costCentre,
  createUserFieldRequest,
  memberStatus,
  statusMemberCount,
  resourceProduct,
  site,
  updateCostCentreRequest,
  updateMemberStatusRequest,
  userField,
} from "@frontdesk/lib/contract/configuration";
import {
  createDiscountRequest,
  createPromoCodeRequest,
  discount,
  discountUsageOverTime,
  discountUsagePage,
  promoCode,
  updatePromoCodeRequest,
} from "@frontdesk/lib/contract/promotions";
import { siteSettingChange, siteSettings, siteSettingsRequest } from "@frontdesk/lib/contract/site-settings";
import { endpoint } from "./endpoint";
import { costCentreIdParam, productIdParam, promoCodeIdParam, siteIdParam, statusIdParam } from "./params";

/** The BFF's configuration endpoints: app/api/configuration/** but integrators and mobile apps (lib/api/integrators.ts). */
const base = "/api/configuration";

/** `ids=1,2` (or `ids` repeated): each a whole number, else a 400 under `ids` (never silently dropped). */
const idList = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  const parts = [value]
    .flat()
    .flatMap((text) => text.split(","))
    .map((text) => text.trim())
    .filter(Boolean);
  if (parts.some((text) => !/^\d{1,9}$/.test(text) || Number(text) === 0)) {
    ctx.addIssue({ code: "custom", message: "Each user field ID must be a whole number from 1 to 999999999." });
    return z.NEVER;
  }
  return parts.map(Number);
});

/** A filter as typed on the discount-usage screen: trimmed, nothing when blank. */
const usageText = z
  .string()
  .optional()
  .transform((text) => text?.trim() || undefined);

/** A number filter in the screen's words (the platform's own message for it, worded). */
const usageNumber = (say: string) =>
  usageText.transform((text, ctx) => {
    if (text === undefined) return undefined;
    if (!/^-?\d{1,10}$/.test(text)) {
      ctx.addIssue({ code: "custom", message: say });
      return z.NEVER;
    }
    return Number(text);
  });

/** The discount-usage screen's filters: one reading for the list, the chart and the export. */
const usageFilters = z.object({
  memberId: usageNumber("Enter a member number (digits only)."),
  bookingId: usageNumber("Enter a booking number (digits only)."),
  activityId: usageText,
  promotionCode: usageText,
  dateFrom: usageText,
  dateTo: usageText,
});
export type UsageFilters = z.output<typeof usageFilters>;

export const configurationApi = {
  marketingCampaigns: endpoint({
    method: "GET",
    path: `${base}/consent/marketing-campaigns`,
    permission: "members.records",
    response: z.array(consentCampaignConfig),
  }),
  dataProcessingCampaigns: endpoint({
    method: "GET",
    path: `${base}/consent/data-processing`,
    permission: "members.records",
    response: z.array(consentCampaignConfig),
  }),
  communicationChannels: endpoint({
    method: "GET",
    path: `${base}/consent/communication-channels`,
    permission: "members.records",
    response: z.array(communicationChannelConfig),
  }),
  /** Medical condition types for the type picker, deactivated ones marked. */
  medicalTypes: endpoint({
    method: "GET",
    path: `${base}/medical-types`,
    permission: "members.records",
    response: z.array(medicalConditionType),
  }),
  costCentres: endpoint({
    method: "GET",
    path: `${base}/cost-centres`,
    permission: "configuration.manage",
    response: z.array(costCentre),
  }),
  /** Endpoint 19: partial update, 204; 412 if the cost centre (its entry in the list) changed since read. */
  updateCostCentre: endpoint({
    method: "PUT",
    path: `${base}/cost-centres/[id]`,
    permission: "configuration.manage",
    params: { id: costCentreIdParam },
    body: updateCostCentreRequest,
    response: null,
  }),
  /** Endpoint 12, one page: the rows and the next page's continuation token. */
  discountUsage: endpoint({
    method: "GET",
    path: `${base}/discount-usage`,
    permission: "configuration.manage",
    query: usageFilters.extend({
      limit: usageNumber("Show at least 1 usage per page."),
      continuation: usageText,
    }),
    response: discountUsagePage,
  }),
  /** Usage over time for the chart: every usage the filters match, counted by day or month. */
  discountUsageSummary: endpoint({
    method: "GET",
    path: `${base}/discount-usage/summary`,
    permission: "configuration.manage",
    query: usageFilters,
    response: discountUsageOverTime,
  }),
  /** Every usage the filters match, as CSV. */
  discountUsageExport: endpoint({
    method: "GET",
    path: `${base}/discount-usage/export`,
    permission: "configuration.manage",
    query: usageFilters,
    response: { file: "text/csv" },
  }),
  discounts: endpoint({
    method: "GET",
    path: `${base}/discounts`,
    permission: "configuration.manage",
    response: z.array(discount),
  }),
  createDiscount: endpoint({
    method: "POST",
    path: `${base}/discounts`,
    permission: "configuration.manage",
    body: createDiscountRequest,
    response: discount,
  }),
  /** Every code, inactive ones included unless includeInactive=false. */
  promoCodes: endpoint({
    method: "GET",
    path: `${base}/promotion-codes`,
    permission: "configuration.manage",
    query: z.object({
      includeInactive: z.enum(["true", "false"], { error: "Choose true or false." }).optional(),
    }),
    response: z.array(promoCode),
  }),
  /** Endpoint 17: answers the code as stored (201). */
  createPromoCode: endpoint({
    method: "POST",
    path: `${base}/promotion-codes`,
    permission: "configuration.manage",
    body: createPromoCodeRequest,
    response: promoCode,
  }),
  promoCode: endpoint({
    method: "GET",
    path: `${base}/promotion-codes/[id]`,
    permission: "configuration.manage",
    params: { id: promoCodeIdParam },
    response: promoCode,
    versioned: true,
  }),
  /** Merge update (e.g. { active: true }); 412 if the code changed since read; answers the code as stored. */
  updatePromoCode: endpoint({
    method: "PUT",
    path: `${base}/promotion-codes/[id]`,
    permission: "configuration.manage",
    params: { id: promoCodeIdParam },
    body: updatePromoCodeRequest,
    response: promoCode,
    versioned: true,
  }),
  /** Every code (inactive too) as CSV, with its discounts by name. */
  promoCodesExport: endpoint({
    method: "GET",
    path: `${base}/promotion-codes/export`,
    permission: "configuration.manage",
    response: { file: "text/csv" },
  }),
  resourceProducts: endpoint({
    method: "GET",
    path: `${base}/resource-products`,
    permission: "configuration.manage",
    response: z.array(resourceProduct),
  }),
  resourceProduct: endpoint({
    method: "GET",
    path: `${base}/resource-products/[productId]`,
    permission: "configuration.manage",
    params: { productId: productIdParam },
    response: resourceProduct,
  }),
  /** Every site, inactive ones included. */
  sites: endpoint({
    method: "GET",
    path: `${base}/sites`,
    permission: "configuration.manage",
    response: z.array(site),
  }),
  /** Endpoint 11 with facilities and amenities (the detail screen shows everything). */
  site: endpoint({
    method: "GET",
    path: `${base}/sites/[siteId]`,
    permission: "configuration.manage",
    params: { siteId: siteIdParam },
    response: site,
  }),
  /** The site's own settings (the app's data, not the platform's): the waiting-list hold time in force. */
  siteSettings: endpoint({
    method: "GET",
    path: `${base}/sites/[siteId]/settings`,
    permission: "configuration.manage",
    params: { siteId: siteIdParam },
    response: siteSettings,
    versioned: true,
  }),
  /** Sets the site's hold time (412 if it changed since read); recorded with who and when. */
  saveSiteSettings: endpoint({
    method: "PUT",
    path: `${base}/sites/[siteId]/settings`,
    permission: "configuration.manage",
    params: { siteId: siteIdParam },
    body: siteSettingsRequest,
    response: siteSettings,
    versioned: true,
  }),
  /** The site's latest changes of settings, newest first (at most siteSettingChangesShown). */
  siteSettingChanges: endpoint({
    method: "GET",
    path: `${base}/sites/[siteId]/settings/changes`,
    permission: "configuration.manage",
    params: { siteId: siteIdParam },
    response: z.array(siteSettingChange),
  }),
  statuses: endpoint({
    method: "GET",
    path: `${base}/statuses`,
    permission: "configuration.manage",
    response: z.array(memberStatus),
  }),
  status: endpoint({
    method: "GET",
    path: `${base}/statuses/[statusId]`,
    permission: "configuration.manage",
    params: { statusId: statusIdParam },
    response: memberStatus,
    versioned: true,
  }),
  /** Endpoint 8: merge update; 412 if the status changed since read; answers the status as stored. */
  updateStatus: endpoint({
    method: "PUT",
    path: `${base}/statuses/[statusId]`,
    permission: "configuration.manage",
    params: { statusId: statusIdParam },
    body: updateMemberStatusRequest,
    response: memberStatus,
    versioned: true,
  }),
  userFields: endpoint({
    method: "GET",
    path: `${base}/user-fields`,
    permission: "configuration.manage",
    query: z.object({ ids: idList.optional() }),
    response: z.array(userField),
  }),
  /** Endpoint 3: answers the new definition's id (201), read from the platform's Location header. */
  createUserField: endpoint({
    method: "POST",
    path: `${base}/user-fields`,
    permission: "configuration.manage",
    body: createUserFieldRequest,
    response: z.object({ id: z.number().int().nullable() }),
  }),
  /** How many members hold a status: its behaviour changes apply to them at once. */
  statusMemberCount: endpoint({
    method: "GET",
    path: "/api/configuration/statuses/[statusId]/member-count",
    permission: "configuration.manage",
    params: { statusId: statusIdParam },
    response: statusMemberCount,
  }),
};
