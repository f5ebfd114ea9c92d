import { AlertTriangle, CreditCard, FileWarning, HeartPulse, Hourglass, Users } from "lucide-react";
import type { MemberFlag } from "@frontdesk/lib/contract/members";
import { useTranslations } from "@/components/ui/catalogue";

/**
 * A member's desk flags (their words: messages/*.json, MemberSearch.flag, and flagSaid for what a screen reader hears,
 * the chip's words being short for the eye) beside the name: words and colour (never colour alone), read as
 * part of the result they sit in. Red needs acting on now, amber a check, slate is for information.
 */
const flagLook: Record<MemberFlag, { tone: "red" | "amber" | "slate"; Icon: typeof AlertTriangle }> = {
  medicalConditions: { tone: "red", Icon: HeartPulse },
  privacyPolicyNotSigned: { tone: "amber", Icon: FileWarning },
  noValidPaymentCard: { tone: "amber", Icon: CreditCard },
  onWaitingList: { tone: "slate", Icon: Hourglass },
  guardian: { tone: "slate", Icon: Users },
  dependant: { tone: "slate", Icon: Users },
};

const tones = {
  red: "border-red-700 bg-red-50 text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200",
  amber: "border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100",
  slate: "border-slate-500 bg-slate-50 text-slate-800 dark:border-slate-400 dark:bg-slate-800 dark:text-slate-100",
};

/** `flags` undefined: not known (yet); [] : none. `loading`: the highlighted result's flags are on their way. */
export function MemberFlags({
  flags,
  loading = false,
}: {
  flags: readonly MemberFlag[] | undefined;
  loading?: boolean;
}) {
  const t = useTranslations("MemberSearch");
  if (loading) return <span className="text-xs text-slate-600 dark:text-slate-300">{t("checkingFlags")}</span>;
  if (!flags || flags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1" data-testid="member-flags">
      <span className="sr-only">{t("flagsSaid", { flags: flags.map((f) => t(`flagSaid.${f}`)).join(", ") })}</span>
      {flags.map((flag) => {
        const { tone, Icon } = flagLook[flag];
        return (
          <span
            key={flag}
            aria-hidden
            className={`inline-flex items-center gap-1 rounded-full border px-1.5 py-0.5 text-xs font-medium ${tones[tone]}`}
          >
            <Icon className="size-3" />
            {t(`flag.${flag}`)}
          </span>
        );
      })}
    </span>
  );
}
