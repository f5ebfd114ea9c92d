"use server";

import { headers } from "next/headers";
import { getLocale } from "next-intl/server";
import { passwordWordings } from "@frontdesk/lib/contract/password-words";
import { sayIn } from "@frontdesk/lib/contract/said-words";
import { staffWordsOf } from "@frontdesk/lib/contract/staff-words";
import { BffProblem } from "@frontdesk/lib/bff/route";
import { setPasswordRequest } from "@frontdesk/lib/contract/staff";
import { setPasswordWithLink } from "@frontdesk/lib/auth/staff-accounts";
import { clientAddress } from "@frontdesk/lib/auth/client-address";
import type { SetPasswordResult } from "@/components/auth/set-password-form";

/** Sets the staff member's own password through their one-time link (Next checks the action's origin). */
export async function setPasswordAction(token: string, password: string): Promise<SetPasswordResult> {
  // the refusals in the page's language (lib/contract/password-words.ts)
  const locale = await getLocale();
  const say = (message: string | undefined) =>
    message === undefined ? undefined : sayIn(locale, staffWordsOf(message, passwordWordings).say);
  const parsed = setPasswordRequest.safeParse({ password });
  if (!parsed.success) return { ok: false, passwordError: say(parsed.error.issues[0]?.message) };
  try {
    const { username } = await setPasswordWithLink(String(token), parsed.data.password, clientAddress(await headers()));
    return { ok: true, username };
  } catch (error) {
    if (error instanceof BffProblem) {
      const passwordError = error.problem.errors?.password?.[0];
      return passwordError
        ? { ok: false, passwordError: say(passwordError) }
        : { ok: false, linkError: say(error.problem.detail ?? error.problem.title) };
    }
    throw error;
  }
}
