"use server";

import { getStaffSession } from "@frontdesk/lib/auth/session";
import { setStaffLanguage } from "@frontdesk/lib/auth/staff-language";
import { isLocale, type Locale } from "@frontdesk/lib/contract/locales";

/** The account menu's language choice (components/shell/language-switch.tsx; Next checks the action's origin). */
export async function saveMyLanguage(language: Locale) {
  if (!isLocale(language)) throw new Error("Not a language of Frontdesk's screens.");
  const session = await getStaffSession(undefined, { fresh: true }).catch(() => undefined);
  if (!session || session.pending) throw new Error("Not signed in.");
  await setStaffLanguage(session.staffId, session.sessionId, language);
}
