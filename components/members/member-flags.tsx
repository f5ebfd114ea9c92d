import { AlertTriangle, CreditCard, FileWarning, HeartPulse, Hourglass, Users } from "lucide-react";
import type { MemberFlag } from "@/lib/contract/members";

/**
 * A member's desk flags beside the name: words and colour (never colour alone), read as
 * part of the result they sit in. Red needs acting on now, amber a check, slate is for information.
 */
const flagLook: Record<MemberFlag, { words: string; tone: "red" | "amber" | "slate"; Icon: typeof AlertTriangle }> = {
  medicalConditions: { words: "Medical", tone: "red", Icon: HeartPulse },
  privacyPolicyNotSigned: { words: "Privacy not signed", tone: "amber", Icon: FileWarning },
  noValidPaymentCard: { words: "No valid card", tone: "amber", Icon: CreditCard },
  onWaitingList: { words: "Waiting list", tone: "slate", Icon: Hourglass },
  guardian: { words: "Guardian", tone: "slate", Icon: Users },
  dependant: { words: "Dependant", tone: "slate", Icon: Users },
};

/** What a screen reader hears for each flag (the chip's words are short for the eye). */
const flagDescription: Record<MemberFlag, string> = {
  medicalConditions: "medical conditions recorded",
  privacyPolicyNotSigned: "privacy policy not signed",
  noValidPaymentCard: "no valid payment card",
  onWaitingList: "on a waiting list",
  guardian: "guardian of a linked member",
  dependant: "dependant of a linked member",
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
  if (loading) return <span className="text-xs text-slate-600 dark:text-slate-300">Checking flags…</span>;
  if (!flags || flags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1" data-testid="member-flags">
      <span className="sr-only">Flags: {flags.map((f) => flagDescription[f]).join(", ")}.</span>
      {flags.map((flag) => {
        const { words, tone, Icon } = flagLook[flag];
        return (
          <span
            key={flag}
            aria-hidden
            className={`inline-flex items-center gap-1 rounded-full border px-1.5 py-0.5 text-xs font-medium ${tones[tone]}`}
          >
            <Icon className="size-3" />
            {words}
          </span>
        );
      })}
    </span>
  );
}
