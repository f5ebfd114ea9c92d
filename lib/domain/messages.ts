/**
 * Messages to members (issue 29) as both sides word them: plain values, no schema, so a screen imports them
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
