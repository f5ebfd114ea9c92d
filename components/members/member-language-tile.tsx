"use client";

import { useForm } from "react-hook-form";
import { Languages } from "lucide-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/areas";
import { messageOf } from "@/lib/contract/problem";
import { languageNames, locales, type Locale } from "@/lib/contract/locales";
import { useTranslations } from "@/components/ui/catalogue";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { SelectField } from "@/components/ui/select-field";
import { LoadingState } from "@/components/ui/states";
import { useFormSubmit } from "@/components/ui/use-form-submit";

export const useMemberLanguage = (memberId: number) => useQuery(api.members.read("language", { params: { memberId } }));

/**
 * The member overview's language of correspondence: the language every email to the member is written in (Welsh
 * Language Standards: a member who asks to hear in Welsh gets Welsh). Set here at the desk; until then the venue's.
 */
export function MemberLanguageTile({ memberId }: { memberId: number }) {
  const t = useTranslations("MemberLanguage");
  const language = useMemberLanguage(memberId);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (chosen: Locale) =>
      api.members.call("setLanguage", { params: { memberId }, body: { language: chosen } }),
    onSuccess: (saved) => client.setQueryData(api.members.read("language", { params: { memberId } }).queryKey, saved),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ language: Locale }>({ values: language.data ? { language: language.data.language } : undefined });
  const { onSubmit, failure } = useFormSubmit<{ language: Locale }, unknown>({
    setError,
    fields: ["language"],
    action: ({ language: chosen }) => save.mutateAsync(chosen),
    success: (_, { language: chosen }) => t("saved", { language: chosen }),
    failure: t("failed"),
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
          <p className="text-red-800 dark:text-red-300">{messageOf(language.error)}</p>
        ) : (
          <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t("title")} className="space-y-2">
            <p>
              {language.data.chosen
                ? t("chosen", { language: language.data.language })
                : t("venueDefault", { language: language.data.language })}
            </p>
            <FormFailure message={failure} />
            <SelectField
              label={t("label")}
              error={errors.language?.message}
              options={locales.map((l) => ({ value: l, label: languageNames[l], lang: l }))}
              {...register("language")}
            />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("saving") : t("save")}
            </Button>
          </form>
        )}
      </div>
    </article>
  );
}
