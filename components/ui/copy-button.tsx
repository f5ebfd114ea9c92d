"use client";

import { toast } from "@/components/ui/toast";
import { Copy } from "lucide-react";
import { Button } from "./button";
import { useTranslations } from "./catalogue";

/**
 * Copies a text to the clipboard with a toast either way. `text` may be a function (a secret
 * fetched only when asked for). `label` is the accessible name ("Copy key of Acme").
 */
export function CopyButton({
  text,
  label,
  what,
  className = "px-2 py-1",
  variant = "secondary",
}: {
  text: string | (() => Promise<string>);
  label: string;
  what: string;
  className?: string;
  variant?: "secondary" | "ghost" | "primary";
}) {
  const t = useTranslations("Ui");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === "string" ? text : await text());
      toast.success(t("copied", { what }));
    } catch (error) {
      toast.error(
        error instanceof Error && error.name === "NotAllowedError"
          ? t("clipboardRefused")
          : error instanceof Error
            ? error.message
            : t("couldNotCopy"),
      );
    }
  };
  return (
    <Button variant={variant} className={className} onClick={() => void copy()} aria-label={label}>
      <Copy aria-hidden className="size-4" />
      {t("copy")}
    </Button>
  );
}
