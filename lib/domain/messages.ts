/**
 * Messages to members as both sides word them: plain values, no schema, so a screen imports them
 * without bringing zod into its first load.
 */
export const messageStates = ["waiting", "sent", "failed"] as const;
export type MessageState = (typeof messageStates)[number];

/** "Sent", "Waiting to be sent", "Failed": a state in words. */
export const messageStateLabel: Record<MessageState, string> = {
  waiting: "Waiting to be sent",
  sent: "Sent",
  failed: "Failed",
};

/**
 * What every screen that reports an email says while email is not set up at this venue (no SMTP_URL): messages are
 * kept, never sent, so staff phone the member instead.
 */
export const mailNotSetUp = "email is not set up at this venue";

/** A message's state in words; a waiting one, while email is not set up, will not be sent and says so. */
export const messageStateWords = (state: MessageState, mailConfigured: boolean) =>
  state === "waiting" && !mailConfigured ? `Will not be sent: ${mailNotSetUp}` : messageStateLabel[state];

/** The kinds of message Frontdesk sends members, as staff read them. */
export const messageKinds = [
  "waiting-list offer",
  "closure notice",
  "booking confirmation",
  "cancellation confirmation",
] as const;
export type MessageKind = (typeof messageKinds)[number];

/** Each kind by the name of the platform template type it uses (the manager picks one template of that type). */
export const messageKindLabel: Record<MessageKind, string> = {
  "waiting-list offer": "Waiting-list offer",
  "closure notice": "Booking affected by a closure",
  "booking confirmation": "Booking confirmation",
  "cancellation confirmation": "Cancellation confirmation",
};

/**
 * The placeholders each kind fills with the message's own values (the session, its site, the hold, the
 * links); every other placeholder a template uses must come from the member's data (its data query).
 */
export const messageValueNames: Record<MessageKind, readonly string[]> = {
  "waiting-list offer": [
    "BookingId",
    "ActivityName",
    "StartDateTime",
    "SiteName",
    "SitePhone",
    "HoldUntil",
    "TakePlaceLink",
    "LetGoLink",
  ],
  "closure notice": ["BookingId", "ActivityName", "StartDateTime", "SiteName", "SitePhone"],
  "booking confirmation": ["BookingId", "ActivityName", "StartDateTime", "SiteName", "SitePhone"],
  "cancellation confirmation": ["BookingId", "ActivityName", "StartDateTime", "SiteName", "SitePhone", "CancelReason"],
};
