import { sql } from "drizzle-orm";
import { liveChannel, messageSetupTopic } from "@frontdesk/lib/domain/live-channel";
import type { Executor } from "../db/client";

/**
 * Says on the live channel, in the write's transaction (heard once it commits, by every process on the database),
 * that the email templates changed: servers that keep what a message is written from read it again.
 */
export async function tellTemplatesChanged(tx: Executor) {
  await tx.execute(sql`SELECT pg_notify(${liveChannel}, ${messageSetupTopic})`);
}
