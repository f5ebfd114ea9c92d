"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useId, useState } from "react";
import dynamic from "next/dynamic";
import { LoadingState } from "@/components/ui/states";

// each picker loads when chosen: the dialog opens on the sessions, as it always has
const BookSessionPicker = dynamic(() => import("./book-session-picker").then((m) => m.BookSessionPicker), {
  ssr: false,
  loading: () => <PickerLoading />,
});
const BookSlotPicker = dynamic(() => import("./book-slot-picker").then((m) => m.BookSlotPicker), {
  ssr: false,
  loading: () => <PickerLoading />,
});

function PickerLoading() {
  return <LoadingState label={useTranslations("Bookings")("book.sessionsLoading")} />;
}

type Kind = "session" | "slot";

/** The Book dialog's content: a session (the default) or a resource slot, chosen by a radio pair (arrow keys). */
export function BookPicker(props: {
  memberId: number;
  memberName: string;
  homeSiteId?: string | null;
  canOverride?: boolean;
  close: () => void;
}) {
  const t = useTranslations("Bookings");
  const [kind, setKind] = useState<Kind>("session");
  const name = useId();
  const choices: [Kind, string][] = [
    ["session", t("slots.kindSession")],
    ["slot", t("slots.kindSlot")],
  ];
  return (
    <div>
      <fieldset className="mb-4">
        <legend className="text-sm font-medium">{t("slots.kindLabel")}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {choices.map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={name}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-4"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "session" ? <BookSessionPicker {...props} /> : <BookSlotPicker {...props} />}
    </div>
  );
}
