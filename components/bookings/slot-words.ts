import type { ResourceSlot } from "@frontdesk/lib/contract/booking-slots";
import type { Words } from "@/components/ui/catalogue";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import type { MemberStanding } from "./book-words";

/**
 * Why the member cannot be booked onto this resource slot, in words, before anyone presses anything; undefined:
 * they can. The slot's own state first (started, taken, closed), then the member's (status, the site's rule), as the
 * platform checks them again when the desk books.
 */
export function whyNotSlot(
  t: Words,
  s: Pick<ResourceSlot, "state">,
  m: Pick<MemberStanding, "statusRefusal" | "suspensions">,
  siteId: string,
) {
  if (s.state === "started") return t("slots.started");
  if (m.statusRefusal) return `${m.statusRefusal}.`;
  if (s.state === "booked") return t("slots.taken");
  if (s.state === "closed") return t("slots.closed");
  const suspended = m.suspensions.find((x) => x.siteId === siteId);
  if (suspended) return t("book.suspended", { until: formatDateTime(suspended.until), strikes: suspended.strikes });
  return undefined;
}
