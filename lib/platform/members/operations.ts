/** The members area's operation declarations, without their handlers: what callPlatform reads. */
export { addMedicalCondition } from "./add-medical-condition.schema";
export { assignCampaignConsent } from "./assign-campaign-consent.schema";
export { assignChannelConsent } from "./assign-channel-consent.schema";
export {
  listMarketingCampaigns,
  listDataProcessingCampaigns,
  listCommunicationChannels,
} from "./consent-lookups.schema";
export { designateRcpCard } from "./designate-rcp-card.schema";
export { getDetailChecks, confirmDetails } from "./detail-checks.schema";
export { eraseMember } from "./erase-member.schema";
export { getAddresses } from "./get-addresses.schema";
export { getConsent } from "./get-consent.schema";
export { getMedicalDetails } from "./get-medical-details.schema";
export { getMember } from "./get-member.schema";
export { getRcpCard } from "./get-rcp-card.schema";
export { listConsentHistory } from "./list-consent-history.schema";
export { listMedicalTypes } from "./list-medical-types.schema";
export { listMemberFlags } from "./list-member-flags.schema";
export { listWalletCards } from "./list-wallet-cards.schema";
export { removeMedicalCondition } from "./remove-medical-condition.schema";
export { removeWalletCard } from "./remove-wallet-card.schema";
export { saveWalletCard } from "./save-wallet-card.schema";
export { searchMembers } from "./search-members.schema";
export { updateAddresses } from "./update-addresses.schema";
export { updateConsent } from "./update-consent.schema";
export { updateMedicalCondition } from "./update-medical-condition.schema";
