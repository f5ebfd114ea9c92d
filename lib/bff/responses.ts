/**
 * What each BFF route answers, as the browser reads it, in one place: every type is derived from the
 * function the route returns (the client function of lib/client/<area>.ts, or the BFF's own view of
 * it), so a query hook or a screen cannot drift from what the BFF sends. Type-only imports: nothing
 * of the server reaches a browser bundle. A route that answers `versioned(record)` answers the record.
 */
import type {
  getBookingSheet,
  getExceptionSchedule,
  createExceptionSchedule,
  deleteExceptionRange,
  previewExceptionSchedule,
} from "@/lib/client/booking-sheets";
import type {
  getAlertList,
  getMemberRestrictions,
  getNonMemberRestrictions,
  joinAlertListBySlotReference,
  listActivities,
  listAvailability,
  listPastBookings,
  promoteFromAlertList,
} from "@/lib/client/bookings";
import type {
  createEmailTemplate,
  listEmailTemplates,
  listTemplateQueries,
  listTemplateTypes,
  readEmailTemplateSetup,
  readSampleValues,
} from "@/lib/client/communications";
import type {
  createUserField,
  getPromoCode,
  getResourceProduct,
  getSite,
  getStatus,
  listCostCentres,
  listDiscounts,
  listPromoCodes,
  listResourceProducts,
  listSites,
  listStatuses,
  listUserFields,
} from "@/lib/client/configuration";
import type { activateIntegrator, createIntegrator, listIntegrators } from "@/lib/client/integrators";
import type { listCommunicationChannels, listMarketingCampaigns, listMedicalTypes } from "@/lib/client/members";
import type {
  createInteraction,
  getBoardStart,
  getInteractionCatalogue,
  getProspectBoard,
  listMemberInteractions,
  searchProspects,
} from "@/lib/client/prospects";
import type {
  addStaff,
  changeStaff,
  listStaffAndSites,
  resetPassword,
  signOutEverywhere,
} from "@/lib/auth/staff-accounts";
import type { listSignInEvents } from "@/lib/auth/sign-in-events";
import type { listDataAccess } from "./audit";
import type { usageOverTime } from "@/lib/contract/promotions";
import type { usagePageOf } from "@/app/api/configuration/discount-usage/filters";
import type { maskIdentifier, maskVersion, revealedSecret, secretRevealView } from "./mobile-app-view";
import type { WithVersion } from "./versioned";

/** What an async function resolves to. */
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

// bookings: app/api/bookings/**, app/api/members/[memberId]/bookings/**
export type PastBookingsPage = Answer<typeof listPastBookings>;
export type RestrictionCheck = {
  member: Answer<typeof getMemberRestrictions>;
  nonMember: Answer<typeof getNonMemberRestrictions>;
};
export type Activities = Answer<typeof listActivities>;
export type Availability = Answer<typeof listAvailability>;
export type AlertListView = Answer<typeof getAlertList>;
export type AlertListPlacement = Answer<typeof joinAlertListBySlotReference>;
export type PromoteFromAlertListResult = Answer<typeof promoteFromAlertList>;

// booking sheets: app/api/booking-sheets/**
export type BookingSheet = Answer<typeof getBookingSheet>;
export type ExceptionSchedule = Answer<typeof getExceptionSchedule>;
/** create (POST) and replace (PUT) answer the same result */
export type ExceptionUpdateResult = WithVersion<Answer<typeof createExceptionSchedule>>;
export type ExceptionRangeDeleteResult = WithVersion<Answer<typeof deleteExceptionRange>>;
export type SchedulePreview = Answer<typeof previewExceptionSchedule>;

// communications: app/api/communications/**
export type EmailTemplates = Answer<typeof listEmailTemplates>;
export type TemplateQueries = Answer<typeof listTemplateQueries>;
export type TemplateTypes = Answer<typeof listTemplateTypes>;
/** GET and PUT of a template answer its setup; POST the created template's */
export type EmailTemplateSetup = Answer<typeof readEmailTemplateSetup>;
export type CreatedEmailTemplate = Answer<typeof createEmailTemplate>;
export type SampleValues = Answer<typeof readSampleValues>;

// configuration: app/api/configuration/**
export type ConsentCampaigns = Answer<typeof listMarketingCampaigns>;
export type CommunicationChannels = Answer<typeof listCommunicationChannels>;
export type MedicalTypes = Answer<typeof listMedicalTypes>;
export type Sites = Answer<typeof listSites>;
export type SiteDetail = Answer<typeof getSite>;
export type MemberStatuses = Answer<typeof listStatuses>;
export type MemberStatus = Answer<typeof getStatus>;
export type ResourceProducts = Answer<typeof listResourceProducts>;
export type ResourceProduct = Answer<typeof getResourceProduct>;
export type CostCentres = Answer<typeof listCostCentres>;
export type UserFields = Answer<typeof listUserFields>;
export type CreatedUserField = Answer<typeof createUserField>;
export type PromoCodes = Answer<typeof listPromoCodes>;
export type PromoCode = Answer<typeof getPromoCode>;
export type Discounts = Answer<typeof listDiscounts>;
export type UsagePage = ReturnType<typeof usagePageOf>;
export type UsageOverTime = ReturnType<typeof usageOverTime>;
export type Integrators = Answer<typeof listIntegrators>;
export type CreatedIntegrator = Answer<typeof createIntegrator>;
export type ActivatedIntegrator = Answer<typeof activateIntegrator>;
export type MaskedIdentifier = ReturnType<typeof maskIdentifier>;
export type MaskedVersion = ReturnType<typeof maskVersion>;
export type SecretRevealEntry = ReturnType<typeof secretRevealView>;
export type RevealedSecret = ReturnType<typeof revealedSecret>;

// prospects: app/api/prospects/**
export type ProspectBoard = Answer<typeof getProspectBoard>;
export type InteractionCatalogue = Answer<typeof getInteractionCatalogue>;
/** The board page's first read on the server (app/(staff)/prospects/page.tsx), handed to the board. */
export type BoardStart = Answer<typeof getBoardStart>;
export type ProspectSearch = Answer<typeof searchProspects>;
export type MemberInteractions = Answer<typeof listMemberInteractions>;
export type CreatedInteraction = Answer<typeof createInteraction>;

// staff: app/api/staff/**, app/api/session/**
export type StaffList = Answer<typeof listStaffAndSites>;
export type AddedStaff = Answer<typeof addStaff>;
export type ChangedStaff = Answer<typeof changeStaff>;
export type PasswordLink = Answer<typeof resetPassword>;
export type SessionsEnded = { sessionsEnded: Answer<typeof signOutEverywhere> };
export type SignInEvents = Answer<typeof listSignInEvents>;
/** One page of the data-access audit (app/api/staff/data-access). */
export type DataAccess = Answer<typeof listDataAccess>;
