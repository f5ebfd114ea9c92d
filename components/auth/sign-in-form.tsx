"use client";

import { Said, useTranslations } from "@/components/ui/catalogue";
import { useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { LogIn } from "lucide-react";
import { homeOf, isRole } from "@frontdesk/lib/contract/roles";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

// Two required fields, checked by hand: the first screen of the day loads no form or schema library.
// next-auth's client is loaded when the form is first focused (and at the latest on submit).
const loadNextAuth = () => import("next-auth/react");
type SignInValues = { username: string; password: string };
const required = { username: "usernameRequired", password: "passwordRequired" } as const;

const noSubscription = () => () => {};

export function SignInForm({ callbackUrl }: { callbackUrl?: string }) {
  const t = useTranslations("SignIn");
  const [failure, setFailure] = useState<string>();
  const [errors, setErrors] = useState<Partial<Record<keyof SignInValues, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const setFocus = (name: keyof SignInValues) => (name === "username" ? usernameRef : passwordRef).current?.focus();
  // Until the page is interactive the button stays disabled, so credentials never go out in a native submit.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { username: usernameRef.current?.value.trim() ?? "", password: passwordRef.current?.value ?? "" };
    const missing = (Object.keys(required) as (keyof SignInValues)[]).filter((name) => values[name] === "");
    setErrors(Object.fromEntries(missing.map((name) => [name, t(required[name])])));
    if (missing.length > 0) return setFocus(missing[0]);
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = async (values: SignInValues) => {
    setFailure(undefined);
    const { getSession, signIn } = await loadNextAuth();
    const result = await signIn("credentials", { ...values, redirect: false });
    if (!result || result.error) {
      // A lock is explained (it never says whether the account exists); anything else is one message.
      const locked = result?.error === "Problems.auth.locked";
      setFailure(
        locked ? result!.error! : !result || result.error === "CredentialsSignin" ? t("wrongCredentials") : t("failed"),
      );
      setFocus("password");
      return;
    }
    const session = await getSession();
    const role = session?.user?.role;
    window.location.assign(callbackUrl ?? (isRole(role) ? homeOf[role] : "/"));
  };

  return (
    <form
      method="post"
      onFocus={() => void loadNextAuth()}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className="mt-6 space-y-4"
      aria-describedby={failure ? "sign-in-failure" : undefined}
    >
      {failure && (
        <p
          id="sign-in-failure"
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <Said text={failure} />
        </p>
      )}
      <TextField
        label={t("username")}
        type="text"
        autoComplete="username"
        autoFocus
        error={errors.username}
        ref={usernameRef}
        name="username"
      />
      <TextField
        label={t("password")}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        ref={passwordRef}
        name="password"
      />
      <Button type="submit" variant="primary" className="w-full" disabled={!interactive || isSubmitting}>
        <LogIn aria-hidden className="size-4" />
        {isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
