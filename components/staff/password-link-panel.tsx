"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import type { PasswordLink } from "@frontdesk/lib/contract/staff";
import { useTranslations } from "@/components/ui/catalogue";

/**
 * A one-time set-password link, shown once: the admin copies it and hands it to the staff
 * member, who chooses their own password with it. Frontdesk keeps only its hash.
 */
export function PasswordLinkPanel({ name, link, onDone }: { name: string; link: PasswordLink; onDone: () => void }) {
  const t = useTranslations("StaffAccounts");
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
      toast.success(t("linkCopied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };
  return (
    <section
      aria-labelledby="password-link-heading"
      className="rounded-lg border border-blue-300 bg-blue-50 p-4 dark:border-sky-800 dark:bg-slate-900"
    >
      <h2 id="password-link-heading" className="font-semibold">
        {t("linkFor", { name })}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t("linkHint", { name, time: formatDateTime(link.expiresAt) })}
      </p>
      <div className="mt-3 flex gap-2">
        <label htmlFor="password-link" className="sr-only">
          {t("link")}
        </label>
        <input
          id="password-link"
          readOnly
          value={link.url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs dark:border-slate-600 dark:bg-slate-950"
        />
        <Button onClick={() => void copy()}>
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? t("copied") : t("copyLink")}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t("done")}
        </Button>
      </div>
    </section>
  );
}
