import type { MemberStatus } from "@/lib/contract/configuration";

/** A colour square with its hex value; an empty colour reads as "no colour". */
export function ColourSwatch({ hex, label }: { hex: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <span
        aria-hidden
        className={`inline-block size-5 rounded border ${hex ? "border-slate-400 dark:border-slate-500" : "border-dashed border-slate-400 bg-[repeating-linear-gradient(45deg,transparent,transparent_3px,var(--color-slate-300)_3px,var(--color-slate-300)_4px)] dark:border-slate-500"}`}
        style={hex ? { backgroundColor: hex } : undefined}
      />
      <span>
        <span className="sr-only">{label}: </span>
        {hex ? <span className="font-mono">{hex}</span> : <span className="text-slate-600 dark:text-slate-400">No colour</span>}
      </span>
    </span>
  );
}

/** The status as members see it: its description in its own colours. */
export function StatusPreview({ status }: { status: Pick<MemberStatus, "description" | "backColourHex" | "textColourHex"> }) {
  const coloured = status.backColourHex !== "";
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ${coloured ? "" : "border border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-200"}`}
      style={coloured ? { backgroundColor: status.backColourHex, color: status.textColourHex || undefined } : undefined}
    >
      {status.description || "(no description)"}
    </span>
  );
}
