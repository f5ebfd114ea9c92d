"use client";

import { Said, useTranslations } from "@/components/ui/catalogue";
import { useId, useState } from "react";
import { Button as AriaButton, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { ChevronsUpDown } from "lucide-react";
import type { ProspectSearchItem } from "@frontdesk/lib/contract/prospects";
import { useProspectSearch } from "./queries";

/** Finds the prospect (a member whose status marks a prospect) the interaction is for. */
export function ProspectPicker({ error, onChange }: { error?: string; onChange: (memberId: number | null) => void }) {
  const t = useTranslations("Prospects");
  const [text, setText] = useState("");
  const search = useProspectSearch(text);
  const results = search.data ?? [];
  const errorId = useId();
  return (
    <ComboBox
      inputValue={text}
      onInputChange={setText}
      onChange={(key) => onChange(key === null ? null : Number(key))}
      items={results}
      menuTrigger="input"
      allowsEmptyCollection
      isInvalid={!!error}
      aria-describedby={error ? errorId : undefined}
    >
      <Label className="block text-sm font-medium">{t("form.prospect")}</Label>
      <div className="relative mt-1">
        <Input
          placeholder={t("form.prospectPlaceholder")}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 pr-9 text-sm text-slate-900 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        <AriaButton aria-label={t("form.showMatches")} className="absolute inset-y-0 right-0 px-2 text-slate-500">
          <ChevronsUpDown aria-hidden className="size-4" />
        </AriaButton>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          <Said text={error} />
        </p>
      )}
      <Popover className="w-(--trigger-width) rounded-md border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <ListBox
          className="max-h-64 overflow-y-auto p-1 outline-none"
          renderEmptyState={() => (
            <p className="p-2 text-sm text-slate-600 dark:text-slate-400">
              {search.isFetching ? t("form.searching") : t("form.noProspects")}
            </p>
          )}
        >
          {(m: ProspectSearchItem) => (
            <ListBoxItem
              id={m.memberId}
              textValue={`${m.firstName} ${m.lastName}`}
              className="cursor-default rounded px-2 py-1.5 text-sm outline-none focus:bg-blue-50 dark:focus:bg-slate-800"
            >
              <span className="font-medium">
                {m.firstName} {m.lastName}
              </span>{" "}
              <span className="text-xs text-slate-600 dark:text-slate-400">#{m.memberId}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
