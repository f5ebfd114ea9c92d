"use client";

import { useState, useSyncExternalStore } from "react";
import Link from "next/link";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { z } from "zod";
import { KeyRound } from "lucide-react";
import { passwordMinLength, setPasswordRequest } from "@frontdesk/lib/contract/staff";
import { passwordWordings } from "@frontdesk/lib/contract/password-words";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useTranslations } from "@/components/ui/catalogue";

const formSchema = setPasswordRequest
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], error: "The two passwords are not the same." });
type FormValues = z.infer<typeof formSchema>;
const noSubscription = () => () => {};

export type SetPasswordResult =
  { ok: true; username: string } | { ok: false; passwordError?: string; linkError?: string };

/** `setPassword` is the page's server action, handed down so the component never imports up into app/. */
export function SetPasswordForm({
  token,
  username,
  setPassword,
}: {
  token: string;
  username: string;
  setPassword: (token: string, password: string) => Promise<SetPasswordResult>;
}) {
  const t = useTranslations("SetPassword");
  const [done, setDone] = useState(false);
  const [linkError, setLinkError] = useState<string>();
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useContractForm<FormValues>(formSchema, { password: "", confirm: "" }, passwordWordings);

  const onSubmit = async ({ password }: FormValues) => {
    const result = await setPassword(token, password);
    if (result.ok) return setDone(true);
    if (result.passwordError) {
      setError("password", { message: result.passwordError });
      setFocus("password");
    } else setLinkError(result.linkError);
  };

  if (done) {
    return (
      <div role="status" className="mt-4 space-y-3 text-sm">
        <p>{t("done", { username })}</p>
        <Link
          href="/sign-in"
          className="inline-block rounded-md bg-blue-700 px-3 py-2 font-medium text-white hover:bg-blue-800"
        >
          {t("goToSignIn")}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      {linkError && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {linkError}
        </p>
      )}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        label={t("newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint", { min: passwordMinLength })}
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        label={t("newPasswordAgain")}
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register("confirm")}
      />
      <Button type="submit" variant="primary" className="w-full" disabled={!interactive || isSubmitting}>
        <KeyRound aria-hidden className="size-4" />
        {isSubmitting ? t("saving") : t("setPassword")}
      </Button>
    </form>
  );
}
