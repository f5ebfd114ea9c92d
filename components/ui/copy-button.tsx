"use client";

import { toast } from "@/components/ui/toast";
import { Copy } from "lucide-react";
import { Button } from "./button";

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
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === "string" ? text : await text());
      toast.success(`${what} copied`);
    } catch (error) {
      toast.error(
        error instanceof Error && error.name === "NotAllowedError"
          ? "The browser refused clipboard access: select the text and copy it by hand."
          : error instanceof Error
            ? error.message
            : "Could not copy",
      );
    }
  };
  return (
    <Button variant={variant} className={className} onClick={() => void copy()} aria-label={label}>
      <Copy aria-hidden className="size-4" />
      Copy
    </Button>
  );
}
