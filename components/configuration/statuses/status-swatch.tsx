import type { MemberStatus } from "@frontdesk/lib/contract/configuration";
import { contrastRatio, readableColours, wcagAA } from "@frontdesk/lib/domain/readable-colours";
import { useTranslations } from "@/components/ui/catalogue";
/** A colour square with its hex value; an empty colour reads as "no colour". */
export function ColourSwatch({ hex, label }: { hex: string; label: string }) {
  const t = useTranslations("Configuration");
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <span
        aria-hidden
        className={`inline-block size-5 rounded border ${hex ? "border-slate-400 dark:border-slate-500" : "border-dashed border-slate-400 bg-[repeating-linear-gradient(45deg,transparent,transparent_3px,var(--color-slate-300)_3px,var(--color-slate-300)_4px)] dark:border-slate-500"}`}
        style={hex ? { backgroundColor: hex } : undefined}
      />
      <span>
        <span className="sr-only">{label}: </span>
        {hex ? (
          <span className="font-mono">{hex}</span>
        ) : (
          <span className="text-slate-600 dark:text-slate-400">{t("statuses.noColour")}</span>
        )}
      </span>
    </span>
  );
}

/**
 * The status as members see it: its description in the operator's own colours (data-operator-colours:
 * shown as configured, so the accessibility checks leave it out), with a warning when the
 * pair is hard to read (below the 4.5:1 contrast of WCAG AA), naming the text colour the desk shows it with.
 */
export function StatusPreview({
  status,
  warn = false,
}: {
  status: Pick<MemberStatus, "description" | "backColourHex" | "textColourHex">;
  warn?: boolean;
}) {
  const t = useTranslations("Configuration");
  const coloured = status.backColourHex !== "";
  const ratio = coloured ? contrastRatio(status.backColourHex, status.textColourHex || "#000000") : undefined;
  const desk = readableColours(status.backColourHex, status.textColourHex);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span
        data-operator-colours
        className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ${coloured ? "" : "border border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-200"}`}
        style={
          coloured ? { backgroundColor: status.backColourHex, color: status.textColourHex || "#000000" } : undefined
        }
      >
        {status.description || t("statuses.noDescription")}
      </span>
      {warn && ratio !== undefined && ratio < wcagAA && (
        <span className="text-xs text-amber-800 dark:text-amber-300">
          {t(desk?.color === "#FFFFFF" ? "statuses.lowContrastWhite" : "statuses.lowContrastBlack", {
            ratio: ratio.toFixed(1),
          })}
        </span>
      )}
    </span>
  );
}
