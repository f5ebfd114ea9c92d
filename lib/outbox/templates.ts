import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { appDatabase } from "@frontdesk/lib/app-db";
import { messageTemplateChanges, messageTemplatePicks, staffUsers } from "@frontdesk/lib/app-db/schema";
import { fillPlaceholders, parsePlaceholders, subjectOf } from "@frontdesk/lib/contract/communications";
import type { MessageTemplatePick, MessageTemplatePicks, PickTemplateRequest } from "@frontdesk/lib/contract/messages";
import { callPlatform, type PlatformAnswer } from "@frontdesk/lib/client/call-platform";
import { communications, configuration } from "@frontdesk/lib/platform/operations";
import { PlatformFailure, type Caller } from "@frontdesk/lib/client/transport";
import { messageKindLabel, messageKinds, messageValueNames, type MessageKind } from "@frontdesk/lib/domain/messages";
import { senderId } from "./outbox";
import { venueLanguage } from "@frontdesk/lib/server/venue-settings";
import { isLocale, locales, type Locale } from "@frontdesk/lib/contract/locales";
import { LRUCache } from "lru-cache";
import { messageSetupTopic } from "@frontdesk/lib/domain/live-channel";
import { processWide } from "@frontdesk/lib/domain/process-wide";
import { publishLive, subscribeLive } from "@frontdesk/lib/app-db/live";
import { env } from "@frontdesk/lib/server/env";

/**
 * The venue's own templates for messages to members: each kind of message uses the template a
 * manager picked (else the first of its template type), filled with the member's data through the same
 * placeholders the template editor's preview fills (the platform's sample values), plus the message's own
 * (the session, the hold, the links). A placeholder left unfilled refuses the message before anything is
 * queued, naming it: a member never receives "[[FirstName]]".
 */

/** The platform template type each kind of message uses (demo data: lib/platform/seed/communications.ts). */
const templateTypeOf: Record<MessageKind, string> = {
  "waiting-list offer": "WLOFFER",
  "closure notice": "CLOSURE",
  "booking confirmation": "BOOKCONF",
  "cancellation confirmation": "BOOKCANC",
};

/** The sender's own platform calls (no staff member behind them) carry the manager's claims. */
export const senderCaller: Caller = { staffId: senderId, role: "manager" };

/**
 * What a message is written from (the picks, the template list, a template's set-up, a site's name and phone) is
 * read for every confirmation a desk waits on (most of a booking's statements; decision 029) and changes a few times
 * a year: kept per process until a change is heard on the live channel (the platform's template writes and the
 * managers' picks say so in their transactions; a lost listening connection forgets it all), and at most 5 minutes (a
 * site or a data query changed by hand). Kept only while this server hears changes, and a platform's reads only when
 * that platform is our embedded one and the sender asks: another system's changes are never heard.
 */
const keptSetups = () =>
  processWide("message set-ups", () => new LRUCache<string, Promise<unknown>>({ max: 500, ttl: 5 * 60_000 }));
const hearing = () =>
  processWide("message set-ups heard", () => ({ listening: undefined as Promise<boolean> | undefined }));

function hearingChanges(): Promise<boolean> {
  const state = hearing();
  state.listening ??= subscribeLive([messageSetupTopic], () => keptSetups().clear()).then(
    () => true,
    () => {
      state.listening = undefined; // the database is away: read each time, and listen again on the next message
      return false;
    },
  );
  return state.listening;
}

async function kept<T>(key: string, read: () => Promise<T>, caller?: Caller): Promise<T> {
  const platformRead = caller !== undefined;
  if (platformRead && (caller !== senderCaller || env().PLATFORM_BASE_URL)) return read();
  if (!(await hearingChanges())) return read();
  const cache = keptSetups();
  const held = cache.get(key) as Promise<T> | undefined;
  if (held) return held;
  // a promise of its own: a query builder is a thenable that asks the database again each time it is awaited
  const reading = Promise.resolve(read());
  cache.set(key, reading);
  // a failure is never kept: the next message reads again
  reading.catch(() => cache.get(key) === reading && cache.delete(key));
  return reading;
}

/** A message that cannot be rendered as the member would read it; the message says why in plain words. */
export class TemplateRefusal extends Error {
  override name = "TemplateRefusal";
}

/** The template a message is written from, in which language, and whether that is not the one the member chose. */
export interface TemplateInUse {
  templateId: number;
  language: Locale;
  fallback: boolean;
}

/**
 * The template a kind of message uses in a language: the manager's pick for that language, else, in the venue's
 * default language only, the first saved template of the kind's type (a template does not say its language).
 */
function templateIn(
  kind: MessageKind,
  language: Locale,
  picks: readonly (typeof messageTemplatePicks.$inferSelect)[],
  templates: readonly { id: number; templateTypeId: string; saved: boolean }[],
): number | undefined {
  const picked = picks.find((p) => p.kind === kind && p.language === language);
  if (picked && templates.some((t) => t.id === picked.templateId)) return picked.templateId;
  if (language !== venueLanguage()) return undefined;
  return templates.find((t) => t.templateTypeId === templateTypeOf[kind] && t.saved)?.id;
}

/**
 * Which template writes a kind of message to a member whose language of correspondence is `language`: the one in
 * their language, else the one in the other language (said on the message: `fallback`); undefined if none at all.
 */
export async function templateFor(
  kind: MessageKind,
  language: Locale,
  caller: Caller = senderCaller,
): Promise<TemplateInUse | undefined> {
  const db = await appDatabase();
  const [picks, templates] = await Promise.all([
    kept(`picks:${kind}`, () => db.select().from(messageTemplatePicks).where(eq(messageTemplatePicks.kind, kind))),
    kept("templates", () => callPlatform(caller, communications.listEmailTemplates), caller),
  ]);
  for (const candidate of [language, ...locales.filter((l) => l !== language)]) {
    const templateId = templateIn(kind, candidate, picks, templates);
    if (templateId !== undefined) return { templateId, language: candidate, fallback: candidate !== language };
  }
  return undefined;
}

/** The template a kind of message uses and why (picked, or the default), with the choices: the managers' screen. */
export async function readTemplatePicks(caller: Caller, changesShown = 20): Promise<MessageTemplatePicks> {
  const db = await appDatabase();
  const [rows, templates, changes] = await Promise.all([
    db
      .select({ pick: messageTemplatePicks, name: staffUsers.name })
      .from(messageTemplatePicks)
      .leftJoin(staffUsers, eq(staffUsers.id, messageTemplatePicks.updatedBy)),
    callPlatform(caller, communications.listEmailTemplates),
    db
      .select({ change: messageTemplateChanges, name: staffUsers.name })
      .from(messageTemplateChanges)
      .leftJoin(staffUsers, eq(staffUsers.id, messageTemplateChanges.staffId))
      .orderBy(desc(messageTemplateChanges.at), desc(messageTemplateChanges.id))
      .limit(changesShown),
  ]);
  const picks = messageKinds.flatMap((kind) =>
    locales.map((language): MessageTemplatePick => {
      const row = rows.find((r) => r.pick.kind === kind && r.pick.language === language);
      const choices = templates.filter((t) => t.templateTypeId === templateTypeOf[kind]);
      const picked = row ? choices.find((t) => t.id === row.pick.templateId) : undefined;
      const used = picked ?? (language === venueLanguage() ? choices.find((t) => t.saved) : undefined);
      return {
        kind,
        language,
        templateId: used?.id ?? null,
        templateName: used?.description ?? null,
        picked: picked !== undefined,
        version: row?.pick.version ?? 0,
        updatedBy: row?.pick.updatedBy ?? null,
        updatedByName: row?.name ?? null,
        updatedAt: row?.pick.updatedAt.toISOString() ?? null,
        choices: choices.map((t) => ({ id: t.id, description: t.description })),
      };
    }),
  );
  return {
    picks,
    changes: changes.map(({ change, name }) => ({
      at: change.at.toISOString(),
      kind: change.kind as MessageKind,
      language: isLocale(change.language) ? change.language : "en",
      staffId: change.staffId,
      staffName: name,
      templateIdBefore: change.templateIdBefore,
      templateId: change.templateId,
      version: change.version,
    })),
  };
}

/** Someone else picked the kind's template since the manager read it. */
export class PickConflict extends Error {
  override name = "PickConflict";
}

/**
 * The first placeholder a template uses (subject or body) that neither the member's data (its data query's
 * placeholders) nor the kind's own values fill, or the template's other flaw in words; undefined: fit to send.
 */
function whyUnfit(setup: TemplateSetup, kind: MessageKind): string | undefined {
  const name = `The template "${setup.description}"`;
  if (setup.templateTypeId !== templateTypeOf[kind]) return `${name} is not a ${messageKindLabel[kind]} template.`;
  if (setup.config === null) return `${name} was never saved: open it, write the message and save it first.`;
  const subject = subjectOf(setup.config);
  if (!subject.trim()) return `${name} has no subject line yet: open it and add one.`;
  const fillable = new Set([
    ...parsePlaceholders(setup.placeholders).map((p) => p.placeholder),
    ...messageValueNames[kind],
  ]);
  const left = [...`${subject} ${setup.html}`.matchAll(new RegExp(unfilled.source, "g"))].find(
    (m) => !fillable.has(m[1]),
  );
  if (left)
    return `${name} uses [[${left[1]}]], which neither the member's data nor a ${messageKindLabel[kind].toLowerCase()} fills: change the template or pick another.`;
  return undefined;
}

/**
 * A manager picks the template a kind of message uses: it must be of the kind's type and fill every
 * placeholder it uses (else refused, the placeholder named), and `version` must be the pick they read
 * (else PickConflict). The pick and its record (who, when, from what) are written in one transaction.
 */
export async function pickTemplate(caller: Caller, request: PickTemplateRequest) {
  const { kind, language, templateId, version } = request;
  const setup = await readTemplate(templateId, caller);
  const unfit = whyUnfit(setup, kind);
  if (unfit) throw new TemplateRefusal(unfit);
  const db = await appDatabase();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(messageTemplatePicks)
      .where(and(eq(messageTemplatePicks.kind, kind), eq(messageTemplatePicks.language, language)))
      .for("update");
    if ((before?.version ?? 0) !== version)
      throw new PickConflict(
        `Someone else changed the template for ${messageKindLabel[kind].toLowerCase()}s since you opened this page. Load it again to see their choice.`,
      );
    const next = version + 1;
    await tx
      .insert(messageTemplatePicks)
      .values({ kind, language, templateId, version: next, updatedBy: caller.staffId })
      .onConflictDoUpdate({
        target: [messageTemplatePicks.kind, messageTemplatePicks.language],
        set: { templateId, version: next, updatedBy: caller.staffId, updatedAt: sql`now()` },
      });
    await tx.insert(messageTemplateChanges).values({
      kind,
      language,
      staffId: caller.staffId,
      templateIdBefore: before?.templateId ?? null,
      templateId,
      version: next,
    });
    await publishLive(tx, messageSetupTopic);
  });
  keptSetups().clear(); // this server's next message uses the pick at once, before the channel says so
}

/**
 * The [[SiteName]] and [[SitePhone]] of a message about a booking: the booked session's (or resource's) own
 * site, never the member's home site. A site the platform cannot read leaves them to the member's data.
 */
export async function siteValues(siteId: string, caller: Caller = senderCaller): Promise<Record<string, string>> {
  const site = await kept(
    `site:${siteId}`,
    () => callPlatform(caller, configuration.getSite, { params: { siteId }, query: {} }),
    caller,
  ).catch(() => undefined);
  return {
    ...(site ? { SiteName: site.name } : {}),
    ...(site?.contact.telephone ? { SitePhone: site.contact.telephone } : {}),
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c as "&"]);

const unfilled = /\[\[([^[\]]+?)\]\]/;

interface RenderedMessage {
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
    return await kept(
      `setup:${templateId}`,
      () => callPlatform(caller, communications.readEmailTemplateSetup, { body: { templateId } }),
      caller,
    );
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
  return renderWith(setup, await memberValues(memberId, caller), values);
}

/** A member's data by placeholder (the preview's sample values), for renderWith. */
export type MemberValues = PlatformAnswer<typeof communications.readSampleValues>;
export const memberValues = (memberId: number, caller: Caller = senderCaller): Promise<MemberValues> =>
  callPlatform(caller, communications.readSampleValues, { query: { memberId: String(memberId) } });

/** renderFor with the member's values already read (read beside the template, where one message is sent). */
export function renderWith(
  setup: TemplateSetup,
  sample: MemberValues,
  values: Record<string, string>,
): RenderedMessage {
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
