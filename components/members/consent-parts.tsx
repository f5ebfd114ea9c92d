import type { ReactNode } from "react";
import { Check, CircleSlash, Minus } from "lucide-react";
import { formatCalendarDate } from "@frontdesk/lib/venue/format";
import { isExpired } from "./member-dates";
import { useTranslations } from "@/components/ui/catalogue";

/** The consent screen's pieces shared by its sections: a titled section, the held badge, an expiry. */
export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function HeldBadge({ held, expired = false }: { held: boolean; expired?: boolean }) {
  const t = useTranslations("Members");
  if (held && expired)
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-100">
        <CircleSlash aria-hidden className="size-3" />
        {t("consent.grantedLapsed")}
      </span>
    );
  return held ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900 dark:bg-green-900 dark:text-green-100">
      <Check aria-hidden className="size-3" />
      {t("consent.granted")}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
      <Minus aria-hidden className="size-3" />
      {t("consent.notHeld")}
    </span>
  );
}

export function Expiry({ expiryDate }: { expiryDate: string | null }) {
  const t = useTranslations("Members");
  if (!expiryDate) return <span>{t("consent.noExpiry")}</span>;
  return isExpired(expiryDate) ? (
    <span className="font-medium text-amber-800 dark:text-amber-300">
      {t("consent.expired", { date: formatCalendarDate(expiryDate) })}
    </span>
  ) : (
    <span>{t("card.expires", { expiry: formatCalendarDate(expiryDate) })}</span>
  );
}
