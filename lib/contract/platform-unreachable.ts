// No zod here: the staff shell's banner (every page's first load) reads these words.

/** The banner's words, and the refusal of a write while the platform cannot be reached; `since` as a clock time. */
export const platformUnreachableMessage = (since: string) =>
  `The venue platform cannot be reached since ${since}. What you see was read before then; changes cannot be saved.`;

/** A failed call's words when the platform cannot be reached (lib/client/transport.ts), and a screen's while it waits. */
export const platformNotReachedMessage =
  "The platform cannot be reached. Try again in a moment; if it keeps happening, tell your administrator.";

/** The 503's words while the venue's database restarts (lib/server/database-outage.ts tells such a failure). */
export const databaseRestartingMessage = "The venue's database is restarting; try again in a moment.";
