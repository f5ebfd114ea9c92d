import { GET as activities } from "@/app/api/bookings/activities/route";
import { GET as communicationChannels } from "@/app/api/configuration/consent/communication-channels/route";
import { GET as dataProcessingCampaigns } from "@/app/api/configuration/consent/data-processing/route";
import { GET as marketingCampaigns } from "@/app/api/configuration/consent/marketing-campaigns/route";
import { GET as medicalTypes } from "@/app/api/configuration/medical-types/route";
import { GET as addresses } from "@/app/api/members/[memberId]/addresses/route";
import { GET as pastBookings } from "@/app/api/members/[memberId]/bookings/route";
import { GET as upcomingBookings } from "@/app/api/members/[memberId]/bookings/upcoming/route";
import { GET as consentHistory } from "@/app/api/members/[memberId]/consent/history/route";
import { GET as consent } from "@/app/api/members/[memberId]/consent/route";
import { GET as detailChecks } from "@/app/api/members/[memberId]/detail-checks/route";
import { GET as medicalDetails } from "@/app/api/members/[memberId]/medical-details/route";
import { GET as recurringCard } from "@/app/api/members/[memberId]/rcp-card/route";
import { GET as overview } from "@/app/api/members/[memberId]/route";
import { GET as memberMessages } from "@/app/api/members/[memberId]/messages/route";
import { GET as waitingLists } from "@/app/api/members/[memberId]/waiting-lists/route";
import { GET as walletCards } from "@/app/api/members/[memberId]/wallet/[provider]/route";
import { bookingKeys, historyPageSize, noHistoryFilter } from "@/components/bookings/booking-keys";
import { memberKeys, walletProvider } from "@/components/members/member-keys";
import { messageKeys } from "@/components/messages/message-keys";
import type { ServerRead } from "../../server-reads";

/**
 * The member screens' first reads, each under the query key its screen's hook uses and asked as that hook
 * asks it (the same query), so the server's answer is the one the screen would have fetched.
 */
export const memberReads = (memberId: number) => {
  const params = { memberId };
  return {
    overview: [memberKeys.overview(memberId), (s) => overview.readAs(s, { params })],
    consent: [memberKeys.consent(memberId), (s) => consent.readAs(s, { params })],
    consentHistory: [memberKeys.consentHistory(memberId), (s) => consentHistory.readAs(s, { params })],
    recurringCard: [memberKeys.rcpCard(memberId), (s) => recurringCard.readAs(s, { params })],
    medical: [memberKeys.medical(memberId), (s) => medicalDetails.readAs(s, { params })],
    addresses: [memberKeys.addresses(memberId), (s) => addresses.readAs(s, { params })],
    wallet: [
      memberKeys.wallet(memberId, walletProvider),
      (s) => walletCards.readAs(s, { params: { memberId, provider: walletProvider } }),
    ],
    waitingLists: [memberKeys.waitingLists(memberId), (s) => waitingLists.readAs(s, { params })],
    detailChecks: [memberKeys.detailChecks(memberId), (s) => detailChecks.readAs(s, { params })],
    latestBooking: [memberKeys.latestBooking(memberId), (s) => pastBookings.readAs(s, { params, query: { limit: 1 } })],
    upcomingBookings: [
      memberKeys.upcomingBookings(memberId),
      (s) => upcomingBookings.readAs(s, { params, query: { limit: 1 } }),
    ],
    memberMessages: [messageKeys.member(memberId), (s) => memberMessages.readAs(s, { params })],
    pastBookings: [
      bookingKeys.history(memberId, noHistoryFilter, 0),
      (s) => pastBookings.readAs(s, { params, query: { ...noHistoryFilter, offset: 0, limit: historyPageSize } }),
    ],
    activities: [bookingKeys.activities, (s) => activities.readAs(s, { query: {} })],
    medicalTypes: [memberKeys.medicalTypes, (s) => medicalTypes.readAs(s)],
    marketingCampaigns: [memberKeys.consentConfiguration("marketing-campaigns"), (s) => marketingCampaigns.readAs(s)],
    dataProcessingCampaigns: [
      memberKeys.consentConfiguration("data-processing"),
      (s) => dataProcessingCampaigns.readAs(s),
    ],
    communicationChannels: [
      memberKeys.consentConfiguration("communication-channels"),
      (s) => communicationChannels.readAs(s),
    ],
  } satisfies Record<string, ServerRead>;
};
