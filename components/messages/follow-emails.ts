/**
 * How a screen that shows emails' states keeps them current: while one of them waits to be sent (and email
 * is set up, so it will be), its query reads again every 5 s, as the sender sends within seconds; otherwise at its
 * own pace. The call list's notices and the desk's open offers both follow their emails this way.
 */
export const emailStateRefreshMs = 5_000;

/** A query's `refetchInterval`: every 5 s while `waiting(data)` says an email it shows waits, else `otherwise`. */
export const followEmails =
  <T>(waiting: (data: T) => boolean, otherwise: number | false = false) =>
  (query: { state: { data?: T } }): number | false =>
    query.state.data !== undefined && waiting(query.state.data) ? emailStateRefreshMs : otherwise;
