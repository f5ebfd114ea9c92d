// Written by `npm run -s generate` (lib/platform/lists.ts) from the files on disk: do not edit.

/**
 * Every platform operation's declaration, by area, without the handlers (design.md §5: the endpoint
 * declarations are a layer below the platform's handlers). The BFF calls them with callPlatform.
 */
import { activateIntegrator } from "./integrators/activate-integrator.schema";
import { createIntegrator } from "./integrators/create-integrator.schema";
import { deleteIntegrator } from "./integrators/delete-integrator.schema";
import { issueTokenRoute } from "./integrators/issue-token.schema";
import { listIntegrators } from "./integrators/list-integrators.schema";
import { addMedicalCondition } from "./members/add-medical-condition.schema";
import { assignCampaignConsent } from "./members/assign-campaign-consent.schema";
import { assignChannelConsent } from "./members/assign-channel-consent.schema";
import {
  listMarketingCampaigns,
  listDataProcessingCampaigns,
  listCommunicationChannels,
} from "./members/consent-lookups.schema";
import { designateRcpCard } from "./members/designate-rcp-card.schema";
import { getDetailChecks, confirmDetails } from "./members/detail-checks.schema";
import { eraseMember } from "./members/erase-member.schema";
import { getAddresses } from "./members/get-addresses.schema";
import { getConsent } from "./members/get-consent.schema";
import { getMedicalDetails } from "./members/get-medical-details.schema";
import { getMember } from "./members/get-member.schema";
import { getRcpCard } from "./members/get-rcp-card.schema";
import { listConsentHistory } from "./members/list-consent-history.schema";
import { listMedicalTypes } from "./members/list-medical-types.schema";
import { listMemberFlags } from "./members/list-member-flags.schema";
import { listWalletCards } from "./members/list-wallet-cards.schema";
import { removeMedicalCondition } from "./members/remove-medical-condition.schema";
import { removeWalletCard } from "./members/remove-wallet-card.schema";
import { saveWalletCard } from "./members/save-wallet-card.schema";
import { searchMembers } from "./members/search-members.schema";
import { updateAddresses } from "./members/update-addresses.schema";
import { updateConsent } from "./members/update-consent.schema";
import { updateMedicalCondition } from "./members/update-medical-condition.schema";
import { listActivities } from "./bookings/activities.schema";
import { readAlertList } from "./bookings/alert-list-view.schema";
import { joinAlertListBySlotReference, joinAlertListByBookingId } from "./bookings/alert-list.schema";
import { listAvailability } from "./bookings/availability.schema";
import { nonMemberBookingRestrictions, memberBookingRestrictions } from "./bookings/booking-restrictions.schema";
import { readBookingRules, saveBookingRules } from "./bookings/booking-rules.schema";
import { listMemberAlertLists } from "./bookings/member-alert-lists.schema";
import { listPastBookingsV1 } from "./bookings/past-bookings-v1.schema";
import { listPastBookings } from "./bookings/past-bookings.schema";
import { bookPlace, cancelPlace, markAttendance, readRoster, listBookingHistory } from "./bookings/places.schema";
import { promoteFromAlertList } from "./bookings/promote-from-alert-list.schema";
import { listSlots, bookSlot, cancelSlot, listMemberSlots } from "./bookings/slots.schema";
import { listUpcomingBookings } from "./bookings/upcoming-bookings.schema";
import { getBookingContacts } from "./booking-sheets/booking-contacts.schema";
import { createException } from "./booking-sheets/create-exception.schema";
import { createResourceBooking } from "./booking-sheets/create-resource-booking.schema";
import { deleteExceptionRange } from "./booking-sheets/delete-exception-range.schema";
import { getBookingSheet } from "./booking-sheets/get-booking-sheet.schema";
import { getExceptionSchedule } from "./booking-sheets/get-exception-schedule.schema";
import { updateException } from "./booking-sheets/update-exception.schema";
import { prospectBoard } from "./prospects/board.schema";
import { createInteraction } from "./prospects/create-interaction.schema";
import { deleteInteraction } from "./prospects/delete-interaction.schema";
import {
  listInteractionTypes,
  listInteractionSubTypes,
  listInteractionOutcomes,
} from "./prospects/interaction-lookups.schema";
import { listInteractions } from "./prospects/list-interactions.schema";
import { searchProspects } from "./prospects/search-prospects.schema";
import { updateInteraction } from "./prospects/update-interaction.schema";
import { listCostCentres } from "./configuration/cost-centres/list-cost-centres.schema";
import { updateCostCentre } from "./configuration/cost-centres/update-cost-centre.schema";
import { listBookingDiscountUsage } from "./configuration/discount-usage.schema";
import { listDiscounts, createDiscount } from "./configuration/discounts.schema";
import { createMobileAppIdentifier } from "./configuration/mobile-apps-create.schema";
import { listEnvironments, updateEnvironmentAppVersions } from "./configuration/mobile-apps-environments.schema";
import {
  addMobileAppVersion,
  listMobileAppIdentifiers,
  deleteMobileAppVersion,
  deleteMobileAppIdentifier,
} from "./configuration/mobile-apps-versions.schema";
import { createPromoCode } from "./configuration/promotion-codes-create.schema";
import { getPromoCode, listPromoCodes } from "./configuration/promotion-codes-read.schema";
import { updatePromoCode } from "./configuration/promotion-codes-update.schema";
import {
  getResourceProductById,
  getResourceProductEmptySegment,
} from "./configuration/resource-products/get-resource-product.schema";
import { listResourceProducts } from "./configuration/resource-products/list-resource-products.schema";
import { getSite } from "./configuration/sites/get-site.schema";
import { listSites } from "./configuration/sites/list-sites.schema";
import { listStatuses, getStatus, getStatusMemberCount } from "./configuration/statuses/list-statuses.schema";
import { updateStatus } from "./configuration/statuses/update-status.schema";
import { createUserField } from "./configuration/user-fields/create-user-field.schema";
import { listUserFields } from "./configuration/user-fields/list-user-fields.schema";
import { createEmailTemplate } from "./communications/create-email-template.schema";
import {
  listEmailTemplates,
  saveEmailTemplate,
  listTemplateQueries,
  listTemplateTypes,
} from "./communications/email-templates.schema";
import { readEmailTemplateSetup } from "./communications/read-email-template-setup.schema";
import { readSampleValues } from "./communications/sample-values.schema";
import { listDueInteractions, removeDueInteractions } from "./retention/due-interactions.schema";
import { listDueVisits, removeDueVisits } from "./retention/due-visits.schema";
import { getMemberActivity } from "./retention/get-member-activity.schema";
import { listDueMembers } from "./retention/list-due-members.schema";
import {
  recordVisit,
  undoVisit,
  recordLeaving,
  listSiteVisits,
  listMemberVisits,
  assignCard,
  findCard,
  listMemberCards,
} from "./visits/visits.schema";

export const integrators = {
  activateIntegrator,
  createIntegrator,
  deleteIntegrator,
  issueTokenRoute,
  listIntegrators,
};
export const members = {
  addMedicalCondition,
  assignCampaignConsent,
  assignChannelConsent,
  listMarketingCampaigns,
  listDataProcessingCampaigns,
  listCommunicationChannels,
  designateRcpCard,
  getDetailChecks,
  confirmDetails,
  eraseMember,
  getAddresses,
  getConsent,
  getMedicalDetails,
  getMember,
  getRcpCard,
  listConsentHistory,
  listMedicalTypes,
  listMemberFlags,
  listWalletCards,
  removeMedicalCondition,
  removeWalletCard,
  saveWalletCard,
  searchMembers,
  updateAddresses,
  updateConsent,
  updateMedicalCondition,
};
export const bookings = {
  listActivities,
  readAlertList,
  joinAlertListBySlotReference,
  joinAlertListByBookingId,
  listAvailability,
  nonMemberBookingRestrictions,
  memberBookingRestrictions,
  readBookingRules,
  saveBookingRules,
  listMemberAlertLists,
  listPastBookingsV1,
  listPastBookings,
  bookPlace,
  cancelPlace,
  markAttendance,
  readRoster,
  listBookingHistory,
  promoteFromAlertList,
  listSlots,
  bookSlot,
  cancelSlot,
  listMemberSlots,
  listUpcomingBookings,
};
export const bookingSheets = {
  getBookingContacts,
  createException,
  createResourceBooking,
  deleteExceptionRange,
  getBookingSheet,
  getExceptionSchedule,
  updateException,
};
export const prospects = {
  prospectBoard,
  createInteraction,
  deleteInteraction,
  listInteractionTypes,
  listInteractionSubTypes,
  listInteractionOutcomes,
  listInteractions,
  searchProspects,
  updateInteraction,
};
export const configuration = {
  listCostCentres,
  updateCostCentre,
  listBookingDiscountUsage,
  listDiscounts,
  createDiscount,
  createMobileAppIdentifier,
  listEnvironments,
  updateEnvironmentAppVersions,
  addMobileAppVersion,
  listMobileAppIdentifiers,
  deleteMobileAppVersion,
  deleteMobileAppIdentifier,
  createPromoCode,
  getPromoCode,
  listPromoCodes,
  updatePromoCode,
  getResourceProductById,
  getResourceProductEmptySegment,
  listResourceProducts,
  getSite,
  listSites,
  listStatuses,
  getStatus,
  getStatusMemberCount,
  updateStatus,
  createUserField,
  listUserFields,
};
export const communications = {
  createEmailTemplate,
  listEmailTemplates,
  saveEmailTemplate,
  listTemplateQueries,
  listTemplateTypes,
  readEmailTemplateSetup,
  readSampleValues,
};
export const retention = {
  listDueInteractions,
  removeDueInteractions,
  listDueVisits,
  removeDueVisits,
  getMemberActivity,
  listDueMembers,
};
export const visits = {
  recordVisit,
  undoVisit,
  recordLeaving,
  listSiteVisits,
  listMemberVisits,
  assignCard,
  findCard,
  listMemberCards,
};
