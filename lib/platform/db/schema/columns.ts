import { timestamp } from "drizzle-orm/pg-core";

/** A UTC instant (timestamptz), read as a JS Date. */
export const utc = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
/** A site-local wall-clock time with no offset (booking sheets, operator-local dates), read as "yyyy-MM-dd HH:mm:ss". */
export const wallClock = (name: string) => timestamp(name, { withTimezone: false, mode: "string" });
