import { getTranslations } from "next-intl/server";
import { languageNames, locales, type Locale } from "@frontdesk/lib/contract/locales";

/**
 * The sign-in page's language switch: a form posting to the server action `choose` (a cookie), so it works before the
 * page's script has loaded; the page renders again in the chosen language. Each name is in its own language (`lang`).
 */
export async function SignInLanguageSwitch({
  current,
  choose,
}: {
  current: Locale;
  choose: (form: FormData) => Promise<void>;
}) {
  const t = await getTranslations("Language");
  return (
    <form action={choose} className="mt-2 flex items-center gap-2 text-sm" aria-label={t("label")}>
      {locales.map((language) => (
        <button
          key={language}
          type="submit"
          name="language"
          value={language}
          lang={language}
          aria-pressed={language === current}
          className="rounded px-1 text-blue-700 underline underline-offset-2 aria-pressed:font-semibold aria-pressed:text-slate-900 aria-pressed:no-underline dark:text-sky-400 dark:aria-pressed:text-slate-100"
        >
          {languageNames[language]}
        </button>
      ))}
    </form>
  );
}
