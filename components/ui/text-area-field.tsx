import type { Ref, TextareaHTMLAttributes } from "react";
import { FieldFrame, controlClass, type FieldProps } from "./text-field";

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text field with hint and error. */
export function TextAreaField({ label, error, hint, id, className, rows = 4, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(aria) => <textarea {...aria} rows={rows} className={controlClass} {...props} />}
    />
  );
}
