// Written by `npm run -s generate` (lib/platform/lists.ts) from the files on disk: do not edit.

import type { RouteDef } from "./http/route";
import { activateIntegrator } from "./integrators/activate-integrator";
import { createIntegrator } from "./integrators/create-integrator";
import { deleteIntegrator } from "./integrators/delete-integrator";
import { issueTokenRoute } from "./integrators/issue-token";
import { listIntegrators } from "./integrators/list-integrators";
import { addMedicalCondition } from "./members/add-medical-condition";
import { assignCampaignConsent } from "./members/assign-campaign-consent";
import { assignChannelConsent } from "./members/assign-channel-consent";
import {
  listMarketingCampaigns,
  listDataProcessingCampaigns,
  listCommunicationChannels,
} from "./members/consent-lookups";
import { designateRcpCard } from "./members/designate-rcp-card";
import { getDetailChecks, confirmDetails } from "./members/detail-checks";
import { eraseMember } from "./members/erase-member";
import { getAddresses } from "./members/get-addresses";
import { getConsent } from "./members/get-consent";
import { getMedicalDetails } from "./members/get-medical-details";
import { getMember } from "./members/get-member";
import { getRcpCard } from "./members/get-rcp-card";
import { listConsentHistory } from "./members/list-consent-history";
import { listMedicalTypes } from "./members/list-medical-types";
import { listMemberFlags } from "./members/list-member-flags";
import { listWalletCards } from "./members/list-wallet-cards";
import { removeMedicalCondition } from "./members/remove-medical-condition";
import { removeWalletCard } from "./members/remove-wallet-card";
import { saveWalletCard } from "./members/save-wallet-card";
import { searchMembers } from "./members/search-members";
import { updateAddresses } from "./members/update-addresses";
import { updateConsent } from "./members/update-consent";
import { updateMedicalCondition } from "./members/update-medical-condition";
import { listActivities } from "./bookings/activities";
import { readAlertList } from "./bookings/alert-list-view";
import { joinAlertListBySlotReference, joinAlertListByBookingId } from "./bookings/alert-list";
import { listAvailability } from "./bookings/availability";
import { nonMemberBookingRestrictions, memberBookingRestrictions } from "./bookings/booking-restrictions";
import { readBookingRules, saveBookingRules } from "./bookings/booking-rules";
import { listMemberAlertLists } from "./bookings/member-alert-lists";
import { listPastBookingsV1 } from "./bookings/past-bookings-v1";
import { listPastBookings } from "./bookings/past-bookings";
import { bookPlace, cancelPlace, markAttendance, readRoster, listBookingHistory } from "./bookings/places";
import { promoteFromAlertList } from "./bookings/promote-from-alert-list";
import { listSlots, bookSlot, cancelSlot, listMemberSlots } from "./bookings/slots";
import { listUpcomingBookings } from "./bookings/upcoming-bookings";
import { getBookingContacts } from "./booking-sheets/booking-contacts";
import { createException } from "./booking-sheets/create-exception";
import { createResourceBooking } from "./booking-sheets/create-resource-booking";
import { deleteExceptionRange } from "./booking-sheets/delete-exception-range";
import { getBookingSheet } from "./booking-sheets/get-booking-sheet";
import { getExceptionSchedule } from "./booking-sheets/get-exception-schedule";
import { updateException } from "./booking-sheets/update-exception";
import { prospectBoard } from "./prospects/board";
import { createInteraction } from "./prospects/create-interaction";
import { deleteInteraction } from "./prospects/delete-interaction";
import {
  listInteractionTypes,
  listInteractionSubTypes,
  listInteractionOutcomes,
} from "./prospects/interaction-lookups";
import { listInteractions } from "./prospects/list-interactions";
import { searchProspects } from "./prospects/search-prospects";
import { updateInteraction } from "./prospects/update-interaction";
import { listCostCentres } from "./configuration/cost-centres/list-cost-centres";
import { updateCostCentre } from "./configuration/cost-centres/update-cost-centre";
import { listBookingDiscountUsage } from "./configuration/discount-usage";
import { listDiscounts, createDiscount } from "./configuration/discounts";
import { createMobileAppIdentifier } from "./configuration/mobile-apps-create";
import { listEnvironments, updateEnvironmentAppVersions } from "./configuration/mobile-apps-environments";
import {
  addMobileAppVersion,
  listMobileAppIdentifiers,
  deleteMobileAppVersion,
  deleteMobileAppIdentifier,
} from "./configuration/mobile-apps-versions";
import { createPromoCode } from "./configuration/promotion-codes-create";
import { getPromoCode, listPromoCodes } from "./configuration/promotion-codes-read";
import { updatePromoCode } from "./configuration/promotion-codes-update";
import {
  getResourceProductById,
  getResourceProductEmptySegment,
} from "./configuration/resource-products/get-resource-product";
import { listResourceProducts } from "./configuration/resource-products/list-resource-products";
import { getSite } from "./configuration/sites/get-site";
import { listSites } from "./configuration/sites/list-sites";
import { listStatuses, getStatus, getStatusMemberCount } from "./configuration/statuses/list-statuses";
import { updateStatus } from "./configuration/statuses/update-status";
import { createUserField } from "./configuration/user-fields/create-user-field";
import { listUserFields } from "./configuration/user-fields/list-user-fields";
import { createEmailTemplate } from "./communications/create-email-template";
import {
  listEmailTemplates,
  saveEmailTemplate,
  listTemplateQueries,
  listTemplateTypes,
} from "./communications/email-templates";
import { readEmailTemplateSetup } from "./communications/read-email-template-setup";
import { readSampleValues } from "./communications/sample-values";
import { listDueInteractions, removeDueInteractions } from "./retention/due-interactions";
import { listDueVisits, removeDueVisits } from "./retention/due-visits";
import { getMemberActivity } from "./retention/get-member-activity";
import { listDueMembers } from "./retention/list-due-members";
import {
  recordVisit,
  undoVisit,
  recordLeaving,
  listSiteVisits,
  listMemberVisits,
  assignCard,
  findCard,
  listMemberCards,
} from "./visits/visits";

/** Every platform operation's handler, by area. */
export const allRoutes: RouteDef[] = [
  activateIntegrator,
  createIntegrator,
  deleteIntegrator,
  issueTokenRoute,
  listIntegrators,
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
  getBookingContacts,
  createException,
  createResourceBooking,
  deleteExceptionRange,
  getBookingSheet,
  getExceptionSchedule,
  updateException,
  prospectBoard,
  createInteraction,
  deleteInteraction,
  listInteractionTypes,
  listInteractionSubTypes,
  listInteractionOutcomes,
  listInteractions,
  searchProspects,
  updateInteraction,
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
  createEmailTemplate,
  listEmailTemplates,
  saveEmailTemplate,
  listTemplateQueries,
  listTemplateTypes,
  readEmailTemplateSetup,
  readSampleValues,
  listDueInteractions,
  removeDueInteractions,
  listDueVisits,
  removeDueVisits,
  getMemberActivity,
  listDueMembers,
  recordVisit,
  undoVisit,
  recordLeaving,
  listSiteVisits,
  listMemberVisits,
  assignCard,
  findCard,
  listMemberCards,
];
