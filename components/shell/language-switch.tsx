"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "@/components/ui/catalogue";
import { Languages } from "lucide-react";
import { languageNames, locales, type Locale } from "@frontdesk/lib/contract/locales";
import { toast } from "@/components/ui/toast";

/**
 * The account menu's language choice: saved with the staff member's account (the server action `save`), then the
 * page's server components render again in it (`router.refresh()`): no navigation, so what is typed on the page stays.
 * Each language's name is written in that language, and marked so (`lang`).
 */
export function LanguageSwitch({ current, save }: { current: Locale; save: (language: Locale) => Promise<void> }) {
  const t = useTranslations("Language");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const choose = (language: Locale) =>
    startTransition(async () => {
      try {
        await save(language);
        router.refresh();
      } catch {
        toast.error(t("failed"));
      }
    });
  return (
    <div
      role="group"
      aria-labelledby="language-switch-label"
      className="border-b border-slate-200 px-2 pt-1 pb-2 dark:border-slate-700"
    >
      <p
        id="language-switch-label"
        className="flex items-center gap-1 text-xs font-medium text-slate-600 dark:text-slate-300"
      >
        <Languages aria-hidden className="size-3.5" />
        {t("label")}
      </p>
      <div className="mt-1 flex gap-1">
        {locales.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === current}
            disabled={pending}
            onClick={() => language !== current && choose(language)}
            className="rounded-md px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 aria-pressed:bg-blue-100 aria-pressed:font-medium aria-pressed:text-blue-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-800 dark:aria-pressed:text-sky-300"
          >
            {languageNames[language]}
          </button>
        ))}
      </div>
    </div>
  );
}
