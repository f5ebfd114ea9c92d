import type { Site } from "@frontdesk/lib/contract/configuration";
import { useTranslations } from "@/components/ui/catalogue";

const chip = "inline-flex rounded-full px-2 py-0.5 text-xs font-medium";

/** Active or inactive, and whether the site shows on the web (a display hint only). */
export function SiteFlags({ site }: { site: Pick<Site, "isActive" | "isWebVisible"> }) {
  const t = useTranslations("Configuration");
  return (
    <span className="flex flex-wrap gap-1">
      {site.isActive ? (
        <span className={`${chip} bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200`}>
          {t("sites.active")}
        </span>
      ) : (
        <span className={`${chip} bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200`}>
          {t("sites.inactive")}
        </span>
      )}
      {site.isWebVisible ? (
        <span className={`${chip} bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200`}>
          {t("sites.onWeb")}
        </span>
      ) : (
        <span className={`${chip} border border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300`}>
          {t("sites.notOnWeb")}
        </span>
      )}
    </span>
  );
}
