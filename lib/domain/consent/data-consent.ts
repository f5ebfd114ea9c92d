/** A yyyy-MM-dd date at local midnight; any longer ISO string as the Date parser reads it. */
const localDate = (iso: string) => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
};

/** A campaign's expiry compared with now (the spec leaves the comparison to the consumer): expired once it has passed. */
export const isExpired = (expiryDate: string | null, now = new Date()) =>
  expiryDate !== null && localDate(expiryDate).getTime() < now.getTime();

/**
 * A member's data-processing consent at a glance: none recorded, every basis recorded has ended, or held. The
 * overview's alert and the door's flag read it here, once.
 */
export function dataConsentState(dataCampaigns: readonly { expiryDate: string | null }[], now = new Date()) {
  if (dataCampaigns.length === 0) return "none" as const;
  return dataCampaigns.every((c) => isExpired(c.expiryDate, now)) ? ("expired" as const) : ("held" as const);
}
