import { useTranslations } from "@/components/ui/catalogue";

/** A $$ prefix marks a calendar private to one product (deleted with it); otherwise it is shared. */
export function CalendarKind({ calendarId }: { calendarId: string }) {
  const t = useTranslations("Configuration");
  if (!calendarId) return <span className="text-slate-600 dark:text-slate-400">{t("products.noCalendar")}</span>;
  const isPrivate = calendarId.startsWith("$$");
  return (
    <span>
      <span className="font-mono">{calendarId}</span>
      <span className="block text-xs text-slate-600 dark:text-slate-400">
        {isPrivate ? t("products.privateCalendar") : t("products.sharedCalendar")}
      </span>
    </span>
  );
}

export function ActiveChip({ active }: { active: boolean }) {
  const t = useTranslations("Configuration");
  return active ? (
    <span className="inline-flex rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900 dark:bg-green-950 dark:text-green-200">
      {t("sites.active")}
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200">
      {t("sites.inactive")}
    </span>
  );
}
