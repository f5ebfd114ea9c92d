/**
 * Consent as at an instant: what a member had agreed to at a past moment, from the
 * permanent consent history alone. Pure, so the screen and the property test share it.
 */

/** One change of the history, as the platform lists it (any order); only campaign and channel changes count here. */
export interface ConsentChange {
  id: number;
  kind: "campaign" | "channel" | "legal";
  subjectId: string;
  subjectName: string;
  action: "granted" | "withdrawn" | "changed";
  changedOn: string;
  captureDate: string | null;
}

/** A campaign or channel the view lists even when the history never mentions it. */
export interface ConsentSubject {
  kind: "campaign" | "channel";
  subjectId: string;
  subjectName: string;
}

type ConsentStateAt<C extends ConsentChange = ConsentChange> =
  { state: "never asked"; change: null } | { state: "granted" | "withdrawn"; change: C };

export interface ConsentRowAt<C extends ConsentChange = ConsentChange> extends ConsentSubject {
  at: ConsentStateAt<C>;
}

export const subjectKey = (s: { kind: string; subjectId: string }) => `${s.kind}:${s.subjectId}`;

/** Later in the history: by instant, then by id (changes stored in one instant keep their order of writing). */
const isLater = (a: ConsentChange, b: ConsentChange) => {
  const ta = Date.parse(a.changedOn);
  const tb = Date.parse(b.changedOn);
  return ta !== tb ? ta > tb : a.id > b.id;
};

/**
 * Each subject's state at the minute `at` (inclusive): the latest grant or withdrawal made by its end, else
 * "never asked". Subjects listed first in `subjects` order, then any the history names that are no
 * longer configured (a retired campaign still shows what was agreed).
 */
export function consentAsAt<C extends ConsentChange>(
  history: readonly C[],
  subjects: readonly ConsentSubject[],
  at: string | Date,
): ConsentRowAt<C>[] {
  // `at` is a minute (the screen's as-at field, and its "Now"): a change stamped to the second or finer
  // within that minute was already made, so the whole minute counts
  const until = Math.floor((typeof at === "string" ? Date.parse(at) : at.getTime()) / 60_000) * 60_000 + 59_999;
  const latest = new Map<string, C>();
  const named = new Map<string, ConsentSubject>();
  for (const change of history) {
    if (change.kind === "legal" || change.action === "changed") continue;
    const key = subjectKey(change);
    if (!named.has(key))
      named.set(key, { kind: change.kind, subjectId: change.subjectId, subjectName: change.subjectName });
    if (Date.parse(change.changedOn) > until) continue;
    const held = latest.get(key);
    if (!held || isLater(change, held)) latest.set(key, change);
  }
  const listed = new Set(subjects.map(subjectKey));
  const all = [...subjects, ...[...named.values()].filter((s) => !listed.has(subjectKey(s)))];
  return all.map((subject) => {
    const change = latest.get(subjectKey(subject));
    const state: ConsentStateAt<C> = change
      ? { state: change.action === "granted" ? "granted" : "withdrawn", change }
      : { state: "never asked", change: null };
    return { ...subject, at: state };
  });
}
