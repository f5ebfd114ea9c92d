import "server-only";
import { eq } from "drizzle-orm";
import { appDatabase } from "@/lib/app-db";
import { messageTemplates } from "@/lib/app-db/schema";
import { fillPlaceholders, subjectOf } from "@/lib/contract/communications";
import { callPlatform, type PlatformAnswer } from "@/lib/client/call-platform";
import { communications, configuration } from "@/lib/platform/operations";
import { PlatformFailure, type Caller } from "@/lib/client/transport";
import { senderId, type MessageKind } from "./outbox";

/**
 * The venue's own templates for messages to members (issue 29): each kind of message uses the template a
 * manager picked (else the first of its template type), filled with the member's data through the same
 * placeholders the template editor's preview fills (the platform's sample values), plus the message's own
 * (the session, the hold, the links). A placeholder left unfilled refuses the message before anything is
 * queued, naming it: a member never receives "[[FirstName]]".
 */

/** The platform template type each kind of message uses (demo data: lib/platform/seed/communications.ts). */
export const templateTypeOf: Record<MessageKind, string> = {
  "waiting-list offer": "WLOFFER",
  "closure notice": "CLOSURE",
};

/** The sender's own platform calls (no staff member behind them) carry the manager's claims. */
export const senderCaller: Caller = { staffId: senderId, role: "manager" };

/** A message that cannot be rendered as the member would read it; the message says why in plain words. */
export class TemplateRefusal extends Error {
  override name = "TemplateRefusal";
}

/** The template a kind of message uses: the manager's pick, else the first template of its type; undefined if none. */
export async function templateFor(kind: MessageKind, caller: Caller = senderCaller): Promise<number | undefined> {
  const db = await appDatabase();
  const [picked] = await db.select().from(messageTemplates).where(eq(messageTemplates.kind, kind));
  const templates = await callPlatform(caller, communications.listEmailTemplates);
  if (picked && templates.some((t) => t.id === picked.templateId)) return picked.templateId;
  return templates.find((t) => t.templateTypeId === templateTypeOf[kind] && t.saved)?.id;
}

/** A manager picks the template a kind of message uses (it must be of that kind's type). */
export async function pickTemplate(caller: Caller, kind: MessageKind, templateId: number) {
  const template = (await callPlatform(caller, communications.listEmailTemplates)).find((t) => t.id === templateId);
  if (!template || template.templateTypeId !== templateTypeOf[kind])
    throw new TemplateRefusal(`Choose one of the templates for ${kind}s.`);
  const db = await appDatabase();
  await db
    .insert(messageTemplates)
    .values({ kind, templateId, updatedBy: caller.staffId })
    .onConflictDoUpdate({ target: messageTemplates.kind, set: { templateId, updatedBy: caller.staffId } });
}

/**
 * The [[SiteName]] and [[SitePhone]] of a message about a booking: the booked session's (or resource's) own
 * site, never the member's home site. A site the platform cannot read leaves them to the member's data.
 */
export async function siteValues(siteId: string, caller: Caller = senderCaller): Promise<Record<string, string>> {
  const site = await callPlatform(caller, configuration.getSite, { params: { siteId }, query: {} }).catch(
    () => undefined,
  );
  return {
    ...(site ? { SiteName: site.name } : {}),
    ...(site?.contact.telephone ? { SitePhone: site.contact.telephone } : {}),
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c as "&"]);

const unfilled = /\[\[([^[\]]+?)\]\]/;

export interface RenderedMessage {
  templateId: number;
  /** the member's address; undefined: they have none (the desk phones them) */
  recipient?: string;
  firstName: string;
  subject: string;
  bodyHtml: string;
}

/** A template as the renderer needs it: read once for a batch of members. */
export type TemplateSetup = PlatformAnswer<typeof communications.readEmailTemplateSetup>;

export async function readTemplate(templateId: number, caller: Caller = senderCaller): Promise<TemplateSetup> {
  try {
    return await callPlatform(caller, communications.readEmailTemplateSetup, { body: { templateId } });
  } catch (error) {
    if (error instanceof PlatformFailure && error.status === 404)
      throw new TemplateRefusal(`The email template (ID ${templateId}) cannot be read: ${error.bodyText.trim()}`);
    throw error;
  }
}

/**
 * Renders a template for one member: their data by placeholder (as the preview shows it) and `values`,
 * which win (the session the message is about, not the member's next booking). Refuses, naming the
 * placeholder, when one would stay unfilled, and when the template has no subject line.
 */
export async function renderFor(
  setup: TemplateSetup,
  memberId: number,
  values: Record<string, string>,
  caller: Caller = senderCaller,
): Promise<RenderedMessage> {
  const sample = await callPlatform(caller, communications.readSampleValues, { query: { memberId: String(memberId) } });
  const all: Record<string, string> = { ...sample.values, ...values };
  const subjectTemplate = subjectOf(setup.config);
  if (!subjectTemplate.trim())
    throw new TemplateRefusal(`The template "${setup.description}" has no subject line yet: open it and add one.`);
  const subject = fillPlaceholders(subjectTemplate, (name) => all[name]);
  const bodyHtml = fillPlaceholders(setup.html, (name) =>
    all[name] === undefined ? undefined : escapeHtml(all[name]),
  );
  const left = unfilled.exec(subject) ?? unfilled.exec(bodyHtml);
  if (left)
    throw new TemplateRefusal(
      `The template "${setup.description}" uses [[${left[1]}]], which has no value for ${sample.memberName}, so nothing was sent. Change the template or fill in the member's record.`,
    );
  return {
    templateId: Number(setup.templateId),
    recipient: sample.values.Email,
    firstName: sample.values.FirstName ?? "",
    subject,
    bodyHtml,
  };
}

/** The sender's check before each message: a template deleted after the message was queued fails it. */
export async function templateStillThere(templateId: number): Promise<string | undefined> {
  const templates = await callPlatform(senderCaller, communications.listEmailTemplates);
  return templates.some((t) => t.id === templateId)
    ? undefined
    : `The email template (ID ${templateId}) was deleted after this message was queued.`;
}
