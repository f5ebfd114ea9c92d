/**
 * The one PostgreSQL channel of changes other processes must hear (lib/app-db/live.ts): the desks' topics, and
 * what the servers keep between requests. Here, the lowest layer, because the platform says so on it too.
 */
export const liveChannel = "frontdesk_live";

/**
 * Server-side only (no browser topic matches it): an email template was made or saved, or a kind of message was
 * given another template; each server forgets the message set-ups it kept (lib/outbox/templates.ts).
 */
export const messageSetupTopic = "configuration:messages";
