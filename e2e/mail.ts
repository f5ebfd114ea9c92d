import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { mailDirectory, serverPorts } from "./servers";

/** A message as the SMTP server on localhost received it (lib/outbox/smtp-sink.ts writes one JSON file each). */
export interface DeliveredMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

/** Everything delivered so far by the app server this worker tests. */
function delivered(): DeliveredMail[] {
  const dir = mailDirectory(test.info().parallelIndex % serverPorts.length);
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as DeliveredMail);
}

/** Whether anything was delivered to `address` yet (a test picks a member whose mailbox is empty). */
export const hasMail = (address: string) =>
  delivered().some((m) => m.to.some((a) => a.toLowerCase() === address.toLowerCase()));

/** Waits for the mail to `address` (the sender's own clock delivers it) and answers the one message it got. */
export async function mailTo(address: string, timeout = 30_000): Promise<DeliveredMail> {
  const to = (m: DeliveredMail) => m.to.some((a) => a.toLowerCase() === address.toLowerCase());
  await expect.poll(() => delivered().filter(to).length, { timeout, message: `mail to ${address}` }).toBeGreaterThan(0);
  const mails = delivered().filter(to);
  expect(mails, `one message to ${address}`).toHaveLength(1);
  return mails[0];
}

/** The links of a message's HTML, by their text. */
export const linksOf = (mail: DeliveredMail): Record<string, string> =>
  Object.fromEntries(
    [...mail.html.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi)].map((m) => [
      m[2].replace(/<[^>]+>/g, "").trim(),
      m[1].replace(/&amp;/g, "&"),
    ]),
  );
