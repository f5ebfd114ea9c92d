import type { ReactNode } from "react";
import { Check, CircleSlash, Minus } from "lucide-react";
import { formatCalendarDate } from "@/lib/venue/format";
import { isExpired } from "./member-dates";

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
  if (held && expired)
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-100">
        <CircleSlash aria-hidden className="size-3" />
        Granted, no longer applies
      </span>
    );
  return held ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900 dark:bg-green-900 dark:text-green-100">
      <Check aria-hidden className="size-3" />
      Granted
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
      <Minus aria-hidden className="size-3" />
      Not held
    </span>
  );
}

export function Expiry({ expiryDate }: { expiryDate: string | null }) {
  if (!expiryDate) return <span>No expiry</span>;
  return isExpired(expiryDate) ? (
    <span className="font-medium text-amber-800 dark:text-amber-300">Expired {formatCalendarDate(expiryDate)}</span>
  ) : (
    <span>Expires {formatCalendarDate(expiryDate)}</span>
  );
}
