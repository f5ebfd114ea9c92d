"use client";

import { useState } from "react";
import { Languages } from "lucide-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@frontdesk/lib/api/areas";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { languageNames, locales, type Locale } from "@frontdesk/lib/contract/locales";
import { Said, useTranslations } from "@/components/ui/catalogue";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { SelectField } from "@/components/ui/select-field";
import { LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";

export const useMemberLanguage = (memberId: number) => useQuery(api.members.read("language", { params: { memberId } }));

/**
 * The member overview's language of correspondence: the language every email to the member is written in (Welsh
 * Language Standards: a member who asks to hear in Welsh gets Welsh). Set here at the desk; until then the venue's.
 */
export function MemberLanguageTile({ memberId }: { memberId: number }) {
  const t = useTranslations("MemberLanguage");
  const language = useMemberLanguage(memberId);
  const client = useQueryClient();
  // a plain select and a mutation, not react-hook-form: the overview's first load stays within its budget
  const [chosen, setChosen] = useState<Locale>();
  const [failure, setFailure] = useState<string>();
  const save = useMutation({
    mutationFn: (next: Locale) => api.members.call("setLanguage", { params: { memberId }, body: { language: next } }),
    onSuccess: (saved) => {
      client.setQueryData(api.members.read("language", { params: { memberId } }).queryKey, saved);
      setChosen(undefined);
      setFailure(undefined);
      toast.success(t("saved", { language: saved.language }));
    },
    onError: (error) => {
      setFailure(messageOf(error));
      toast.error(t("failedBecause", { reason: messageOf(error) }));
    },
  });
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="flex items-center gap-2 font-semibold">
        <Languages aria-hidden className="size-5" />
        {t("title")}
      </h3>
      <div className="mt-2 flex-1 space-y-2 text-sm">
        {language.isPending ? (
          <LoadingState label={t("loading")} />
        ) : language.isError ? (
          <p className="text-red-800 dark:text-red-300">
            <Said text={messageOf(language.error)} />
          </p>
        ) : (
          <form
            noValidate
            aria-label={t("title")}
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(chosen ?? language.data.language);
            }}
          >
            <p>
              {language.data.chosen
                ? t("chosen", { language: language.data.language })
                : t("venueDefault", { language: language.data.language })}
            </p>
            <FormFailure message={failure} />
            <SelectField
              label={t("label")}
              value={chosen ?? language.data.language}
              onChange={(event) => setChosen(event.target.value as Locale)}
              options={locales.map((l) => ({ value: l, label: languageNames[l], lang: l }))}
            />
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t("saving") : t("save")}
            </Button>
          </form>
        )}
      </div>
    </article>
  );
}
