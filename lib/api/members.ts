import { z } from "zod";
import {
  memberAlertListPlaces,
  pastBooking,
  pastBookingsLimits,
  upcomingBookingsLimits,
  pastBookingsPage,
  pastBookingsRange,
  restrictionCheck,
} from "@frontdesk/lib/contract/bookings";
import {
  addMedicalConditionRequest,
  assignCampaignConsentRequest,
  assignChannelConsentRequest,
  confirmDetailsRequest,
  consentHistoryViewEntry,
  detailChecksView,
  designateRcpCardRequest,
  medicalCondition,
  medicalConditions,
  memberAddresses,
  memberConsent,
  memberErasureResult,
  memberOverview,
  memberFlagsEntry,
  memberSearchPage,
  recurringCard,
  deskRecurringCard,
  deskWalletCardList,
  saveWalletCardRequest,
  saveWalletCardResult,
  staffAddressesRequest,
  updateConsentRequest,
  updateMedicalConditionRequest,
} from "@frontdesk/lib/contract/members";
import { memberLanguage, setMemberLanguageRequest } from "@frontdesk/lib/contract/member-language";
import { endpoint } from "./endpoint";
import { cardIdParam, medicalConditionIdParam, memberPath, walletProviderParam } from "./params";
import { pageNumber } from "./query";

/** The BFF's member endpoints: app/api/members/** (one declaration each; lib/api/endpoint.ts). */
const member = "/api/members/[memberId]";
/** How many of a member's bookings at a time (past and upcoming). */
const bookingsLimit = (max: number) => pageNumber("The number of bookings", 1, max).optional();

export const memberApi = {
  /** Member search as the desk types: exact id, then name prefix, then email and phone. */
  search: endpoint({
    method: "GET",
    path: "/api/members",
    permission: "members.find",
    query: z.object({
      search: z.string().max(200, { error: "Search for at most 200 characters." }).optional(),
      limit: pageNumber("The number of results", 1, 100).optional(),
      offset: pageNumber("The first result", 0, 2_147_483_647).optional(),
    }),
    response: memberSearchPage,
  }),
  /** One member's desk flags from the standard reads, where the platform cannot list them for a page. */
  flags: endpoint({
    method: "GET",
    path: `${member}/flags`,
    permission: "members.records",
    params: memberPath,
    response: memberFlagsEntry,
    audit: "read member flags",
  }),
  /** When the member's contact details, addresses and medical details were last confirmed. */
  detailChecks: endpoint({
    method: "GET",
    path: `${member}/detail-checks`,
    permission: "members.records",
    params: memberPath,
    response: detailChecksView,
  }),
  /** "Checked, still correct": records who confirmed the named details and when; changes no data. */
  confirmDetails: endpoint({
    method: "POST",
    path: `${member}/detail-checks`,
    permission: "members.records",
    params: memberPath,
    body: confirmDetailsRequest,
    response: detailChecksView,
    audit: "confirmed details",
  }),
  overview: endpoint({
    method: "GET",
    path: member,
    permission: "members.find",
    params: memberPath,
    response: memberOverview,
  }),
  consent: endpoint({
    method: "GET",
    path: `${member}/consent`,
    permission: "members.records",
    params: memberPath,
    response: memberConsent,
    versioned: true,
    audit: "read consent",
  }),
  /** Legal-agreement dates only; 412 if the legal agreements changed since they were read. */
  updateConsent: endpoint({
    method: "PUT",
    path: `${member}/consent`,
    permission: "members.records",
    params: memberPath,
    body: updateConsentRequest,
    response: memberConsent,
    audit: "changed consent",
  }),
  consentHistory: endpoint({
    method: "GET",
    path: `${member}/consent/history`,
    permission: "members.records",
    params: memberPath,
    response: z.array(consentHistoryViewEntry),
    audit: "read consent history",
  }),
  /** Grant or withdraw a campaign; 412 if that campaign's consent changed since read. */
  campaign: endpoint({
    method: "PUT",
    path: `${member}/campaign`,
    permission: "members.records",
    params: memberPath,
    body: assignCampaignConsentRequest,
    response: memberConsent,
    audit: "changed consent",
  }),
  /** Grant or withdraw a communication channel; 412 if that channel's consent changed since read. */
  channel: endpoint({
    method: "PUT",
    path: `${member}/communication-channels`,
    permission: "members.records",
    params: memberPath,
    body: assignChannelConsentRequest,
    response: memberConsent,
    audit: "changed consent",
  }),
  recurringCard: endpoint({
    method: "GET",
    path: `${member}/rcp-card`,
    permission: "members.records",
    params: memberPath,
    response: deskRecurringCard,
    versioned: true,
    audit: "read payment card",
  }),
  /** Designates a wallet card (verified false afterwards); 412 if the designation changed since read. */
  designateCard: endpoint({
    method: "PUT",
    path: `${member}/rcp-card`,
    permission: "members.records",
    params: memberPath,
    body: designateRcpCardRequest,
    response: recurringCard,
    audit: "changed payment card",
  }),
  /** Each condition is versioned on its own (recordVersion(condition)) for its edit and removal. */
  medicalDetails: endpoint({
    method: "GET",
    path: `${member}/medical-details`,
    permission: "members.records",
    params: memberPath,
    response: medicalConditions,
    versioned: true,
    audit: "read medical details",
  }),
  addMedicalCondition: endpoint({
    method: "POST",
    path: `${member}/medical-details`,
    permission: "members.records",
    params: memberPath,
    body: addMedicalConditionRequest,
    response: medicalCondition,
    audit: "added a medical condition",
  }),
  /** Answers the condition as the list shows it (null once removed), so its version matches the next read. */
  updateMedicalCondition: endpoint({
    method: "PUT",
    path: `${member}/medical-details/[id]`,
    permission: "members.records",
    params: { ...memberPath, id: medicalConditionIdParam },
    body: updateMedicalConditionRequest,
    response: medicalCondition.nullable(),
    audit: "changed a medical condition",
  }),
  removeMedicalCondition: endpoint({
    method: "DELETE",
    path: `${member}/medical-details/[id]`,
    permission: "members.records",
    params: { ...memberPath, id: medicalConditionIdParam },
    response: null,
    audit: "removed a medical condition",
  }),
  addresses: endpoint({
    method: "GET",
    path: `${member}/addresses`,
    permission: "members.records",
    params: memberPath,
    response: memberAddresses,
    versioned: true,
    audit: "read addresses",
  }),
  /** Home and work addresses (UK postcodes checked); answers them as stored; 412 if they changed since read. */
  updateAddresses: endpoint({
    method: "PUT",
    path: `${member}/addresses`,
    permission: "members.records",
    params: memberPath,
    body: staffAddressesRequest,
    response: memberAddresses,
    versioned: true,
    audit: "changed addresses",
  }),
  /** Each card is versioned on its own (recordVersion(card)) for its removal. */
  walletCards: endpoint({
    method: "GET",
    path: `${member}/wallet/[provider]`,
    permission: "members.records",
    params: { ...memberPath, provider: walletProviderParam },
    response: deskWalletCardList,
    versioned: true,
    audit: "read saved cards",
  }),
  /** Removes a saved card; 412 if that card changed (or was designated) since it was read. */
  removeWalletCard: endpoint({
    method: "DELETE",
    path: `${member}/wallet/[provider]/[cardId]`,
    permission: "members.records",
    params: { ...memberPath, provider: walletProviderParam, cardId: cardIdParam },
    response: null,
    audit: "removed a saved card",
  }),
  /** Save a card from a payment-provider token (never a card number), optionally designating it. */
  saveCard: endpoint({
    method: "POST",
    path: `${member}/wallet/card`,
    permission: "members.records",
    params: memberPath,
    body: saveWalletCardRequest,
    response: saveWalletCardResult,
    audit: "saved a card",
  }),
  /** A page of past bookings, newest first; an empty history answers an empty page. */
  pastBookings: endpoint({
    method: "GET",
    path: `${member}/bookings`,
    permission: "members.records",
    params: memberPath,
    query: pastBookingsRange.and(
      z.object({
        offset: pageNumber("The first booking", 0, 2_147_483_647).optional(),
        limit: bookingsLimit(pastBookingsLimits.maxLimit),
      }),
    ),
    response: pastBookingsPage,
  }),
  /** The member's next confirmed places, soonest first (the overview's bookings tile). */
  upcomingBookings: endpoint({
    method: "GET",
    path: `${member}/bookings/upcoming`,
    permission: "members.records",
    params: memberPath,
    query: z.object({ limit: bookingsLimit(upcomingBookingsLimits.maxLimit) }),
    response: z.array(pastBooking),
  }),
  /** Whether this member, and someone who is not a member, may book the activity. */
  restrictions: endpoint({
    method: "GET",
    path: `${member}/bookings/restrictions`,
    permission: "members.records",
    params: memberPath,
    query: z.object({ activityId: z.string({ error: "Pick an activity" }).trim().min(1, "Pick an activity") }),
    response: restrictionCheck,
  }),
  /** The sessions the member waits on, the session's start first. */
  waitingLists: endpoint({
    method: "GET",
    path: `${member}/waiting-lists`,
    permission: "members.records",
    params: memberPath,
    response: memberAlertListPlaces,
  }),
  /** The member's data (UK GDPR right of access): JSON download, or ?format=html the printable copy. */
  dataExport: endpoint({
    method: "GET",
    path: `${member}/data-export`,
    permission: "members.dataRights",
    params: memberPath,
    query: z.object({ format: z.enum(["json", "html"], { error: "Choose json or html." }).optional() }),
    response: { file: "application/json" },
    audit: "exported personal data",
    stepUp: true,
  }),
  /** The language the member's emails are written in (Frontdesk's own data: the platform has no such field). */
  language: endpoint({
    method: "GET",
    path: `${member}/language`,
    permission: "members.find",
    params: memberPath,
    response: memberLanguage,
  }),
  setLanguage: endpoint({
    method: "PUT",
    path: `${member}/language`,
    permission: "members.records",
    params: memberPath,
    body: setMemberLanguageRequest,
    response: memberLanguage,
    audit: "changed language of correspondence",
  }),
  /** Carries out an erasure request in one platform transaction; answers what was removed, anonymised, kept. */
  erasure: endpoint({
    method: "POST",
    path: `${member}/erasure`,
    permission: "members.dataRights",
    params: memberPath,
    response: memberErasureResult,
    audit: "erased personal data",
    stepUp: true,
  }),
};
