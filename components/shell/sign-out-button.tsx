"use client";

import { toast } from "@/components/ui/toast";
import { useId, useState } from "react";
import dynamic from "next/dynamic";
import type { Locale } from "@frontdesk/lib/contract/locales";
import { useTranslations } from "@/components/ui/catalogue";
import Link from "next/link";
import { ChevronDown, LogOut, ShieldCheck } from "lucide-react";
import { api } from "@frontdesk/lib/api/areas";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { Button, buttonClass } from "@/components/ui/button";
import { confirmLeave } from "@/components/ui/unsaved-changes";

// next-auth's client (and its runtime helpers) is loaded on the click, not with every page.
const signOut = (options: { callbackUrl: string }) => import("next-auth/react").then((m) => m.signOut(options));

// The language switch loads when the menu opens: not in every page's first load (its budget, bench/pages.ts).
const LanguageSwitch = dynamic(() => import("./language-switch").then((m) => m.LanguageSwitch));

/**
 * Sign out (this browser), and the account menu: the language of the screens (`language`, kept by `saveLanguage`),
 * "Security and sign-in" (my second factors) and "Sign out everywhere" (every browser and device).
 */
export function SignOutButton({
  language,
  saveLanguage,
}: {
  language: Locale;
  saveLanguage: (language: Locale) => Promise<void>;
}) {
  const t = useTranslations("Shell");
  const [open, setOpen] = useState(false);
  const choicesId = useId();
  const everywhere = async () => {
    if (!confirmLeave()) return;
    try {
      await api.staff.call("signOutMyselfEverywhere", {});
      await signOut({ callbackUrl: "/sign-in" });
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  // A disclosure, not a react-aria menu: the shell is on every page, and overlays would add their
  // translations for every locale to each page's first load.
  return (
    <div
      className="relative flex items-center"
      onKeyDown={(event) => event.key === "Escape" && setOpen(false)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
    >
      <Button variant="ghost" onClick={() => confirmLeave() && void signOut({ callbackUrl: "/sign-in" })}>
        <LogOut aria-hidden className="size-4" />
        {t("signOut")}
      </Button>
      <button
        type="button"
        aria-label={t("moreChoices")}
        aria-expanded={open}
        aria-controls={choicesId}
        onClick={() => setOpen((was) => !was)}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <ChevronDown aria-hidden className="size-4" />
      </button>
      {open && (
        <div
          id={choicesId}
          role="group"
          aria-label={t("accountMenu")}
          className="absolute top-full right-0 z-30 mt-1 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <LanguageSwitch current={language} save={saveLanguage} />
          <Link
            href="/account/security"
            className={buttonClass("ghost", "w-full justify-start")}
            onClick={() => setOpen(false)}
          >
            <ShieldCheck aria-hidden className="size-4" />
            {t("security")}
          </Link>
          <Button variant="ghost" className="w-full justify-start" onClick={() => void everywhere()}>
            {t("signOutEverywhere")}
          </Button>
        </div>
      )}
    </div>
  );
}
