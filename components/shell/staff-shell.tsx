import type { ReactNode } from "react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { can, canSearchMembers, homeOf, navigationOf, type Role } from "@frontdesk/lib/contract/roles";
import type { Locale } from "@frontdesk/lib/contract/locales";
import { MemberSearchBox } from "@/components/members/member-search-box";
import { CommandPalette } from "./command-palette";
import { NavLinks } from "./nav-links";
import { PlatformBanner } from "./platform-banner";
import { SignOutButton } from "./sign-out-button";
import { ThemeToggle } from "./theme-toggle";
import { StepUpDialog } from "@/components/auth/step-up-dialog";

export async function StaffShell({
  session,
  language,
  saveLanguage,
  children,
}: {
  session: { name: string; role: Role };
  /** the language the screens are in (the staff member's choice, else the venue's default) */
  language: Locale;
  /** the server action that keeps the staff member's choice (app/(staff)/account/language-actions.ts) */
  saveLanguage: (language: Locale) => Promise<void>;
  children: ReactNode;
}) {
  const t = await getTranslations("Shell");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-blue-700 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToMain")}
      </a>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="flex items-center gap-4 px-4 py-2">
          <Link href={homeOf[session.role]} className="shrink-0 rounded text-lg font-semibold tracking-tight">
            Frontdesk
          </Link>
          <div className="flex flex-1 justify-center">{canSearchMembers(session.role) && <MemberSearchBox />}</div>
          <div className="flex shrink-0 items-center gap-2">
            <p className="hidden text-right text-sm leading-tight sm:block">
              <span className="block font-medium">{session.name}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{t(`role.${session.role}`)}</span>
            </p>
            <ThemeToggle />
            <SignOutButton language={language} saveLanguage={saveLanguage} />
          </div>
        </div>
        <PlatformBanner />
      </header>
      <CommandPalette
        navigation={navigationOf[session.role]}
        memberRecord={can(session.role, "members.records")}
        canSearch={canSearchMembers(session.role)}
      />
      {/* Below 1024 px (a portrait tablet) the navigation is a row above the screen, so the screen keeps the full width. */}
      <div className="flex flex-1 flex-col lg:flex-row">
        <nav
          aria-label={t("mainNavigation")}
          className="shrink-0 border-b border-slate-200 bg-slate-50 px-3 py-2 lg:w-52 lg:border-r lg:border-b-0 lg:p-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <NavLinks items={navigationOf[session.role]} />
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-6 py-5 focus:outline-none">
          {children}
        </main>
      </div>
      <StepUpDialog />
    </div>
  );
}
