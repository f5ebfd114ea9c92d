/**
 * Messages to members as both sides word them: plain values, no schema, so a screen imports them
 * without bringing zod into its first load.
 */
export const messageStates = ["waiting", "sent", "failed"] as const;
export type MessageState = (typeof messageStates)[number];

/**
 * "Sent", "Waiting to be sent", "Failed": a state in words, as catalogue keys (docs/decisions/026-words-from-lib.md)
 * a screen says in its language (`Said`, `useSay`, or as a value of its own message).
 */
export const messageStateLabel: Record<MessageState, string> = {
  waiting: "Words.messages.waiting",
  sent: "Words.messages.sent",
  failed: "Words.messages.failed",
};

/**
 * What every screen that reports an email says while email is not set up at this venue (no SMTP_URL): messages are
 * kept, never sent, so staff phone the member instead. A catalogue key: "email is not set up at this venue".
 */
export const mailNotSetUp = "Words.messages.mailNotSetUp";

/** A message's state in words (a key); a waiting one, while email is not set up, will not be sent and says so. */
export const messageStateWords = (state: MessageState, mailConfigured: boolean) =>
  state === "waiting" && !mailConfigured ? "Words.messages.willNotBeSent" : messageStateLabel[state];

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

/** Each kind's name as a catalogue key, for the screens (the server's own sentences keep `messageKindLabel`). */
export const messageKindKey: Record<MessageKind, string> = {
  "waiting-list offer": "Words.messages.kindOffer",
  "closure notice": "Words.messages.kindClosure",
  "booking confirmation": "Words.messages.kindBooking",
  "cancellation confirmation": "Words.messages.kindCancellation",
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
