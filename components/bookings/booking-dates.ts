import { format } from "date-fns";
import { tz } from "@date-fns/tz";

/** Sessions are UTC instants; the desk reads them in the venues' time zone. */
const venueZone = tz("Europe/London");

/** "Tue 14 Jan 2025" */
export const formatSessionDay = (iso: string) => format(iso, "EEE d MMM yyyy", { in: venueZone });
/** "18:00" */
export const formatSessionTime = (iso: string) => format(iso, "HH:mm", { in: venueZone });
/** "18:00–18:45" */
export const formatSessionTimes = (start: string, end: string) => `${formatSessionTime(start)}–${formatSessionTime(end)}`;
/** Today's date in the venues' time zone, yyyy-MM-dd. */
export const venueToday = () => format(new Date(), "yyyy-MM-dd", { in: venueZone });
/** An instant's date in the venues' time zone, yyyy-MM-dd. */
export const venueDate = (iso: string) => format(iso, "yyyy-MM-dd", { in: venueZone });
