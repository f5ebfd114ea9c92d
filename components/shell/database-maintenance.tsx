import { getTranslations } from "next-intl/server";

/** What a staff page shows while the database restarts: a maintenance state in words, not an error page. */
export async function DatabaseMaintenance() {
  const t = await getTranslations("Shell");
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-3 px-6">
      <h1 className="text-xl font-semibold">{t("maintenanceTitle")}</h1>
      <p role="alert">{t("databaseRestarting")}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("nothingLost")}</p>
      {/* an empty href reloads this same page */}
      <a
        href=""
        className="self-start rounded-md bg-blue-700 px-3 py-2 text-sm font-medium text-white focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {t("tryAgain")}
      </a>
    </main>
  );
}
