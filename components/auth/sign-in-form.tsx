"use client";

import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { getSession, signIn } from "next-auth/react";
import { LogIn } from "lucide-react";
import { homeOf, isRole } from "@/lib/auth/roles";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

const signInSchema = z.object({
  username: z.string().trim().min(1, { error: "Enter your username or email." }),
  password: z.string().min(1, { error: "Enter your password." }),
});
type SignInValues = z.infer<typeof signInSchema>;

const noSubscription = () => () => {};

export function SignInForm({ callbackUrl }: { callbackUrl?: string }) {
  const [failure, setFailure] = useState<string>();
  // Until the page is interactive the button stays disabled, so credentials never go out in a native submit.
  const interactive = useSyncExternalStore(noSubscription, () => true, () => false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { username: "", password: "" } });

  const onSubmit = async (values: SignInValues) => {
    setFailure(undefined);
    const result = await signIn("credentials", { ...values, redirect: false });
    if (!result || result.error) {
      // A lock is explained (it never says whether the account exists); anything else is one message.
      const locked = result?.error?.startsWith("Too many failed sign-ins");
      setFailure(locked ? result!.error! : !result || result.error === "CredentialsSignin" ? "The username or password is not right. Check them and try again." : "Signing in failed. Try again.");
      setFocus("password");
      return;
    }
    const session = await getSession();
    const role = session?.user?.role;
    window.location.assign(callbackUrl ?? (isRole(role) ? homeOf[role] : "/"));
  };

  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4" aria-describedby={failure ? "sign-in-failure" : undefined}>
      {failure && (
        <p id="sign-in-failure" role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          {failure}
        </p>
      )}
      <TextField label="Username or email" autoComplete="username" autoFocus error={errors.username?.message} {...register("username")} />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register("password")} />
      <Button type="submit" variant="primary" className="w-full" disabled={!interactive || isSubmitting}>
        <LogIn aria-hidden className="size-4" />
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
