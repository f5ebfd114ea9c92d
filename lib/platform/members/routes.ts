import type { RouteDef } from "../http/route";
import { addMedicalCondition } from "./add-medical-condition";
import { assignCampaignConsent } from "./assign-campaign-consent";
import { assignChannelConsent } from "./assign-channel-consent";
import { listCommunicationChannels, listDataProcessingCampaigns, listMarketingCampaigns } from "./consent-lookups";
import { designateRcpCard } from "./designate-rcp-card";
import { confirmDetails, getDetailChecks } from "./detail-checks";
import { eraseMember } from "./erase-member";
import { getAddresses } from "./get-addresses";
import { getConsent } from "./get-consent";
import { getMedicalDetails } from "./get-medical-details";
import { getMember } from "./get-member";
import { getRcpCard } from "./get-rcp-card";
import { listConsentHistory } from "./list-consent-history";
import { listMemberFlags } from "./list-member-flags";
import { listMedicalTypes } from "./list-medical-types";
import { listWalletCards } from "./list-wallet-cards";
import { removeMedicalCondition } from "./remove-medical-condition";
import { removeWalletCard } from "./remove-wallet-card";
import { saveWalletCard } from "./save-wallet-card";
import { searchMembers } from "./search-members";
import { updateAddresses } from "./update-addresses";
import { updateConsent } from "./update-consent";
import { updateMedicalCondition } from "./update-medical-condition";

export const routes: RouteDef[] = [
  // endpoint 1: consent, its companion writes, lookups and history
  getConsent,
  updateConsent,
  assignCampaignConsent,
  assignChannelConsent,
  listConsentHistory,
  listMarketingCampaigns,
  listDataProcessingCampaigns,
  listCommunicationChannels,
  // endpoint 2: recurring card and wallet
  getRcpCard,
  designateRcpCard,
  saveWalletCard,
  listWalletCards,
  removeWalletCard,
  // endpoint 14: medical details
  getMedicalDetails,
  listMedicalTypes,
  addMedicalCondition,
  updateMedicalCondition,
  removeMedicalCondition,
  // endpoint 16: addresses
  getAddresses,
  updateAddresses,
  // front-desk extensions
  searchMembers,
  listMemberFlags, // before getMember: /api/members/flags is not a member id
  getMember,
  eraseMember,
  getDetailChecks,
  confirmDetails,
];
