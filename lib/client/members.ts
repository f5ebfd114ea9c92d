import type {
  AssignCampaignConsentRequest,
  AssignChannelConsentRequest,
  CommunicationChannelConfig,
  ConsentCampaignConfig,
  ConfirmDetailsRequest,
  ConsentHistoryEntry,
  DetailChecks,
  MedicalConditions,
  MemberAddresses,
  MemberConsent,
  MemberErasureResult,
  MemberFlagsList,
  MemberOverview,
  MemberSearchResult,
  RecurringCard,
  UpdateConsentRequest,
} from "@/lib/contract/members";
import { platformJson, type Caller } from "./transport";

/**
 * The typed platform client for member records: one function per endpoint, named for what it
 * does. Member-scoped endpoints (Authentication §3) travel with a token for the path member.
 */
const member = (memberId: number) => `/api/members/${memberId}`;

export interface MemberSearchParams {
  search?: string;
  limit?: number;
  offset?: number;
}

/** GET /api/members?search= — ranked: exact id, then name prefix, then email/phone. */
export const searchMembers = (caller: Caller, params: MemberSearchParams) =>
  platformJson<MemberSearchResult>(caller, {
    method: "GET",
    path: "/api/members",
    query: { search: params.search, limit: params.limit, offset: params.offset },
  });

/** GET /api/members/flags?memberId=… (front-desk extension) — a page of members' desk flags in one read. */
export const listMemberFlags = (caller: Caller, memberIds: number[]) =>
  platformJson<MemberFlagsList>(caller, {
    method: "GET",
    path: "/api/members/flags",
    query: { memberId: memberIds },
  });

/** GET /api/members/{memberId}/detail-checks (front-desk extension) — when each kind of detail was last confirmed. */
export const getDetailChecks = (caller: Caller, memberId: number) =>
  platformJson<DetailChecks>(caller, {
    method: "GET",
    path: `${member(memberId)}/detail-checks`,
    memberScope: memberId,
  });

/** POST /api/members/{memberId}/detail-checks (front-desk extension) — "Checked, still correct". */
export const confirmDetails = (caller: Caller, memberId: number, body: ConfirmDetailsRequest) =>
  platformJson<DetailChecks>(caller, {
    method: "POST",
    path: `${member(memberId)}/detail-checks`,
    body,
    memberScope: memberId,
  });

/** GET /api/members/{memberId} — identity, status, home site and linked members. */
export const getMemberOverview = (caller: Caller, memberId: number) =>
  platformJson<MemberOverview>(caller, { method: "GET", path: member(memberId) });

/** GET /api/members/{memberId}/consent (endpoint 1). */
export const getMemberConsent = (caller: Caller, memberId: number) =>
  platformJson<MemberConsent>(caller, { method: "GET", path: `${member(memberId)}/consent`, memberScope: memberId });

/** PUT /api/members/{memberId}/consent — legal-agreement dates only. */
export const updateMemberConsent = (caller: Caller, memberId: number, body: UpdateConsentRequest) =>
  platformJson<MemberConsent>(caller, {
    method: "PUT",
    path: `${member(memberId)}/consent`,
    body,
    memberScope: memberId,
  });

/** PUT /api/members/{memberId}/campaign — grant (creates the record) or withdraw (deletes it). */
export const assignCampaignConsent = (caller: Caller, memberId: number, body: AssignCampaignConsentRequest) =>
  platformJson<MemberConsent>(caller, {
    method: "PUT",
    path: `${member(memberId)}/campaign`,
    body,
    memberScope: memberId,
  });

/** PUT /api/members/{memberId}/communication-channels — grant or withdraw a channel. */
export const assignChannelConsent = (caller: Caller, memberId: number, body: AssignChannelConsentRequest) =>
  platformJson<MemberConsent>(caller, {
    method: "PUT",
    path: `${member(memberId)}/communication-channels`,
    body,
    memberScope: memberId,
  });

/** GET /api/members/{memberId}/consent/history — newest first. */
export const getConsentHistory = (caller: Caller, memberId: number) =>
  platformJson<ConsentHistoryEntry[]>(caller, {
    method: "GET",
    path: `${member(memberId)}/consent/history`,
    memberScope: memberId,
  });

/** GET /api/members/{memberId}/rcp-card (endpoint 2); 404 text when the member has no wallet. */
export const getRecurringCard = (caller: Caller, memberId: number) =>
  platformJson<RecurringCard>(caller, { method: "GET", path: `${member(memberId)}/rcp-card`, memberScope: memberId });

/** GET /api/members/{memberId}/medical-details (endpoint 14). */
export const getMedicalDetails = (caller: Caller, memberId: number) =>
  platformJson<MedicalConditions>(caller, {
    method: "GET",
    path: `${member(memberId)}/medical-details`,
    memberScope: memberId,
  });

/** GET /api/members/{memberId}/addresses — home (address1) and work (address2). */
export const getMemberAddresses = (caller: Caller, memberId: number) =>
  platformJson<MemberAddresses>(caller, {
    method: "GET",
    path: `${member(memberId)}/addresses`,
    memberScope: memberId,
  });

/** POST /api/members/{memberId}/erasure (extension) — removes and anonymises in one transaction. */
export const eraseMember = (caller: Caller, memberId: number) =>
  platformJson<MemberErasureResult>(caller, {
    method: "POST",
    path: `${member(memberId)}/erasure`,
    memberScope: memberId,
  });

// Consent configuration lookups (the live lists; never hard-code campaign or channel codes).

export const listMarketingCampaigns = (caller: Caller) =>
  platformJson<ConsentCampaignConfig[]>(caller, {
    method: "GET",
    path: "/api/configuration/consent/marketing-campaigns",
  });

export const listDataProcessingCampaigns = (caller: Caller) =>
  platformJson<ConsentCampaignConfig[]>(caller, { method: "GET", path: "/api/configuration/consent/data-processing" });

export const listCommunicationChannels = (caller: Caller) =>
  platformJson<CommunicationChannelConfig[]>(caller, {
    method: "GET",
    path: "/api/configuration/consent/communication-channels",
  });

// Medical details (endpoint 14), addresses (endpoint 16) and the wallet (endpoint 2): writes and lookups.

/** GET /api/configuration/medical-types — every type, deactivated ones marked active false. */
export const listMedicalTypes = (caller: Caller) =>
  platformJson<MedicalConditionType[]>(caller, { method: "GET", path: "/api/configuration/medical-types" });

/** POST /api/members/{memberId}/medical-details — 201 with the new condition. */
export const addMedicalCondition = (caller: Caller, memberId: number, body: AddMedicalConditionRequest) =>
  platformJson<MedicalCondition>(caller, {
    method: "POST",
    path: `${member(memberId)}/medical-details`,
    body,
    memberScope: memberId,
  });

/** PUT /api/members/{memberId}/medical-details/{id} — id is the condition record id. */
export const updateMedicalCondition = (
  caller: Caller,
  memberId: number,
  id: number,
  body: UpdateMedicalConditionRequest,
) =>
  platformJson<MedicalCondition>(caller, {
    method: "PUT",
    path: `${member(memberId)}/medical-details/${id}`,
    body,
    memberScope: memberId,
  });

/** DELETE /api/members/{memberId}/medical-details/{id} — 204. */
export const removeMedicalCondition = (caller: Caller, memberId: number, id: number) =>
  platformJson<undefined>(caller, {
    method: "DELETE",
    path: `${member(memberId)}/medical-details/${id}`,
    memberScope: memberId,
  });

/** PUT /api/members/{memberId}/addresses — 204; an omitted address object is untouched. */
export const updateMemberAddresses = (caller: Caller, memberId: number, body: UpdateAddressesRequest) =>
  platformJson<undefined>(caller, {
    method: "PUT",
    path: `${member(memberId)}/addresses`,
    body,
    memberScope: memberId,
  });

/** PUT /api/members/{memberId}/rcp-card — designates without a provider reference (verified false). */
export const designateRecurringCard = (caller: Caller, memberId: number, body: DesignateRcpCardRequest) =>
  platformJson<RecurringCard>(caller, {
    method: "PUT",
    path: `${member(memberId)}/rcp-card`,
    body,
    memberScope: memberId,
  });

/** GET /api/members/{memberId}/wallet/{provider} — 404 text when the member has no wallet. */
export const listWalletCards = (caller: Caller, memberId: number, provider: string) =>
  platformJson<{ data: WalletCard[] }>(caller, {
    method: "GET",
    path: `${member(memberId)}/wallet/${encodeURIComponent(provider)}`,
    memberScope: memberId,
  });

/** POST /api/members/{memberId}/wallet/card — save (201) or verify (200) a card from a provider token. */
export const saveWalletCard = (caller: Caller, memberId: number, body: SaveWalletCardRequest) =>
  platformJson<SaveWalletCardResult>(caller, {
    method: "POST",
    path: `${member(memberId)}/wallet/card`,
    body,
    memberScope: memberId,
  });

/** DELETE /api/members/{memberId}/wallet/{provider}/{cardId} — refuses the designated card. */
export const removeWalletCard = (caller: Caller, memberId: number, provider: string, cardId: number) =>
  platformJson<undefined>(caller, {
    method: "DELETE",
    path: `${member(memberId)}/wallet/${encodeURIComponent(provider)}/${cardId}`,
    memberScope: memberId,
  });

import type {
  AddMedicalConditionRequest,
  DesignateRcpCardRequest,
  MedicalCondition,
  MedicalConditionType,
  SaveWalletCardRequest,
  SaveWalletCardResult,
  UpdateAddressesRequest,
  UpdateMedicalConditionRequest,
  WalletCard,
} from "@/lib/contract/members";
