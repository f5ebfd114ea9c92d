"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useEffect, useId, useState, type RefObject } from "react";
import type { MemberSearchItem } from "@frontdesk/lib/contract/members";
import { whenIdle } from "@/components/ui/when-idle";

type Picker = typeof import("@/components/members/member-picker").MemberPicker;

/** Text a scanner or a person gives as a card number: letters and digits with at least one digit, no words. */
export const looksLikeCard = (text: string) => /^[A-Za-z]*[\s-]*\d[\dA-Za-z\s-]*$/.test(text.trim());

/**
 * The door's one field: the member finder of search (components/members/member-picker, the same query and matching)
 * that also takes a scanner's number and Enter. The finder (react-aria's combobox) is not in the page's first load:
 * until it arrives, moments after the page is idle, a plain field of the same look takes scans already, and the finder
 * replaces it (with the focus) once that field is empty.
 */
export function DoorField({
  inputRef,
  onCard,
  onPick,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onCard: (text: string) => void;
  onPick: (memberId: number) => void;
}) {
  const t = useTranslations("Door");
  const label = t("field");
  const description = t("fieldHint");
  const [MemberPicker, setPicker] = useState<Picker>();
  const [early, setEarly] = useState("");
  const ids = useId();
  useEffect(
    () =>
      whenIdle(() => void import("@/components/members/member-picker").then((m) => setPicker(() => m.MemberPicker))),
    [],
  );
  const onEnter = (text: string) => {
    if (!looksLikeCard(text)) return false;
    onCard(text);
    return true;
  };

  if (MemberPicker && early === "")
    return (
      <MemberPicker
        label={label}
        description={description}
        inputRef={inputRef}
        autoFocus
        clearOnPick
        onPick={(member: MemberSearchItem | undefined) => member && onPick(member.memberId)}
        onEnter={onEnter}
      />
    );
  return (
    <div className="w-full max-w-md">
      <label htmlFor={`${ids}-field`} className="block text-sm font-medium">
        {label}
      </label>
      <span id={`${ids}-hint`} className="block text-xs text-slate-600 dark:text-slate-400">
        {description}
      </span>
      <input
        id={`${ids}-field`}
        ref={inputRef}
        value={early}
        onChange={(e) => setEarly(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && onEnter(e.currentTarget.value)) setEarly("");
        }}
        aria-describedby={`${ids}-hint`}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
    </div>
  );
}
