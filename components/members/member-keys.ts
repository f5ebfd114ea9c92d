type ConsentList = "marketing-campaigns" | "data-processing" | "communication-channels";

/**
 * The members area's TanStack Query keys, so a write can refresh exactly what it changed, and a page rendered on
 * the server fills the same cache entries (app/(staff)/server-reads.ts): no "use client" here.
 */
export const memberKeys = {
  search: (text: string, limit: number, offset = 0) => ["members", "search", text, limit, offset] as const,
  member: (memberId: number) => ["members", memberId] as const,
  overview: (memberId: number) => ["members", memberId, "overview"] as const,
  consent: (memberId: number) => ["members", memberId, "consent"] as const,
  consentHistory: (memberId: number) => ["members", memberId, "consent", "history"] as const,
  rcpCard: (memberId: number) => ["members", memberId, "rcp-card"] as const,
  medical: (memberId: number) => ["members", memberId, "medical-details"] as const,
  addresses: (memberId: number) => ["members", memberId, "addresses"] as const,
  consentConfiguration: (list: ConsentList) => ["configuration", "consent", list] as const,
  flags: (memberId: number) => ["members", memberId, "flags"] as const,
  detailChecks: (memberId: number) => ["members", memberId, "detail-checks"] as const,
  wallet: (memberId: number, provider: string) => ["members", memberId, "wallet", provider] as const,
  waitingLists: (memberId: number) => ["members", memberId, "waiting-lists"] as const,
  latestBooking: (memberId: number) => ["members", memberId, "bookings", "latest"] as const,
  upcomingBookings: (memberId: number) => ["members", memberId, "bookings", "upcoming"] as const,
  medicalTypes: ["configuration", "medical-types"] as const,
};

/** The sandbox's payment-provider segment (sandbox-contract §5). */
export const walletProvider = "sandbox";
