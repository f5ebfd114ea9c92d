"use client";

import { useContext, useLayoutEffect, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { Button, buttonClass, type ButtonVariant } from "./button";
import { useTranslations } from "./catalogue";
import { CancelContext } from "./modal-dialog-context";

/**
 * The dialog's Cancel, placed by the content beside its own action ("Delete", "Save"). A dialog
 * whose content places none gets one at its foot, so every dialog has a Cancel.
 * `onCancel` serves the same content outside a dialog.
 */
export function DialogCancel({ label, onCancel }: { label?: string; onCancel?: () => void }) {
  const t = useTranslations("Ui");
  const dialog = useContext(CancelContext);
  useLayoutEffect(() => dialog?.placed(), [dialog]);
  return <Button onClick={dialog?.close ?? onCancel}>{label ?? t("cancel")}</Button>;
}

/** A dialog form's foot: its submit button (its label while the form submits) and the dialog's Cancel. */
export function DialogSubmit({
  icon,
  label,
  busyLabel,
  busy,
  onCancel,
}: {
  icon?: ReactNode;
  label: string;
  busyLabel: string;
  busy: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Button type="submit" variant="primary" disabled={busy}>
        {icon}
        {busy ? busyLabel : label}
      </Button>
      <DialogCancel onCancel={onCancel} />
    </div>
  );
}

// The dialog itself (react-aria's modal, focus scope and their translations) is loaded when someone reaches for the
// trigger (points at it or focuses it) or on its first press: a page's load carries only the trigger button, and
// parsing the dialog never adds to the page's own start-up work.
const loadOverlay = () => import("./modal-dialog-overlay").then((m) => m.ModalDialogOverlay);
const ModalDialogOverlay = dynamic(loadOverlay, { ssr: false });

/**
 * A button that opens a modal dialog (focus trapped, Escape closes, focus returns to the
 * button, a Cancel always there: see DialogCancel). `children` receives `close` so a form can close
 * the dialog once its write succeeded.
 */
export function ModalDialog({
  triggerLabel,
  triggerVariant = "secondary",
  triggerIcon,
  triggerAccessibleLabel,
  title,
  onClosed,
  wide = false,
  children,
}: {
  triggerLabel: string;
  triggerVariant?: ButtonVariant;
  triggerIcon?: ReactNode;
  /** a fuller name for screen readers when the visible label is short ("Grant" -> "Grant Newsletter") */
  triggerAccessibleLabel?: string;
  title: string;
  /** called whenever the dialog closes, however it was closed (button, Escape, outside click) */
  onClosed?: () => void;
  /** room for wider content (code samples, tables) */
  wide?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) onClosed?.();
  };
  return (
    <>
      <button
        type="button"
        className={buttonClass(triggerVariant, "px-2.5 py-1.5")}
        aria-label={triggerAccessibleLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {triggerIcon}
        {triggerLabel}
      </button>
      {/* react-aria's focus scope returns focus to the trigger (focused by the press) when the dialog closes */}
      {used && (
        <ModalDialogOverlay isOpen={open} onOpenChange={onOpenChange} title={title} wide={wide}>
          {children}
        </ModalDialogOverlay>
      )}
    </>
  );
}
