import { GET as activities } from "@/app/api/bookings/activities/route";
import { GET as communicationChannels } from "@/app/api/configuration/consent/communication-channels/route";
import { GET as dataProcessingCampaigns } from "@/app/api/configuration/consent/data-processing/route";
import { GET as marketingCampaigns } from "@/app/api/configuration/consent/marketing-campaigns/route";
import { GET as medicalTypes } from "@/app/api/configuration/medical-types/route";
import { GET as addresses } from "@/app/api/members/[memberId]/addresses/route";
import { GET as pastBookings } from "@/app/api/members/[memberId]/bookings/route";
import { GET as upcomingBookings } from "@/app/api/members/[memberId]/bookings/upcoming/route";
import { GET as bookingHistory } from "@/app/api/members/[memberId]/bookings/history/route";
import { GET as consentHistory } from "@/app/api/members/[memberId]/consent/history/route";
import { GET as consent } from "@/app/api/members/[memberId]/consent/route";
import { GET as detailChecks } from "@/app/api/members/[memberId]/detail-checks/route";
import { GET as medicalDetails } from "@/app/api/members/[memberId]/medical-details/route";
import { GET as recurringCard } from "@/app/api/members/[memberId]/rcp-card/route";
import { GET as overview } from "@/app/api/members/[memberId]/route";
import { GET as memberMessages } from "@/app/api/members/[memberId]/messages/route";
import { GET as waitingLists } from "@/app/api/members/[memberId]/waiting-lists/route";
import { GET as walletCards } from "@/app/api/members/[memberId]/wallet/[provider]/route";
import { GET as memberVisits } from "@/app/api/members/[memberId]/visits/route";
import { GET as memberCards } from "@/app/api/members/[memberId]/cards/route";
import { GET as memberLanguage } from "@/app/api/members/[memberId]/language/route";
import { GET as memberSlots } from "@/app/api/members/[memberId]/slots/route";
import { historyQuery, noHistoryFilter } from "@/components/bookings/booking-keys";
import { walletProvider } from "@/components/members/member-keys";
import { lastVisitsShown } from "@/components/visits/visit-keys";
import type { ServerRead } from "../../server-reads";

/**
 * The member screens' first reads: each route's own read (`read`, lib/bff/route.ts), under the key its screen's hook
 * makes from the same declaration and input (`api.<area>.read`), so the server's answer is the one the screen reads.
 */
export const memberReads = (memberId: number) => {
  const params = { memberId };
  return {
    overview: overview.read({ params }),
    consent: consent.read({ params }),
    consentHistory: consentHistory.read({ params }),
    recurringCard: recurringCard.read({ params }),
    medical: medicalDetails.read({ params }),
    addresses: addresses.read({ params }),
    wallet: walletCards.read({ params: { memberId, provider: walletProvider } }),
    waitingLists: waitingLists.read({ params }),
    detailChecks: detailChecks.read({ params }),
    latestBooking: pastBookings.read({ params, query: { limit: 1 } }),
    upcomingBookings: upcomingBookings.read({ params, query: { limit: 1 } }),
    /** the bookings screen's coming places (each with its Cancel) */
    comingPlaces: upcomingBookings.read({ params, query: { limit: 20 } }),
    /** the bookings screen's coming resource slots (a venue platform without them: the screen's own read says so) */
    comingSlots: memberSlots.read({ params }),
    /** booking changes and suspensions: the bookings screen, and the overview tile's suspension line */
    bookingHistory: bookingHistory.read({ params }),
    memberMessages: memberMessages.read({ params }),
    memberVisits: memberVisits.read({ params, query: { limit: lastVisitsShown } }),
    memberCards: memberCards.read({ params }),
    memberLanguage: memberLanguage.read({ params }),
    pastBookings: pastBookings.read({ params, query: historyQuery(noHistoryFilter, 0) }),
    activities: activities.read({ query: {} }),
    medicalTypes: medicalTypes.read(),
    marketingCampaigns: marketingCampaigns.read(),
    dataProcessingCampaigns: dataProcessingCampaigns.read(),
    communicationChannels: communicationChannels.read(),
  } satisfies Record<string, ServerRead>;
};
