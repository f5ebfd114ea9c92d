import { Said } from "@/components/ui/catalogue";
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

/** What every labelled field takes besides its control's own attributes. */
export interface FieldProps {
  label: string;
  /** the field's error message (from zod or from the server's problem `errors`) */
  error?: string;
  hint?: string;
}

export const controlClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/**
 * The label, hint and error around a control, wired up for assistive technology; `control`
 * receives the id and aria attributes to spread on the input, select or textarea.
 */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  className = "",
  control,
}: FieldProps & {
  id?: string;
  className?: string;
  control: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {control({
        id: inputId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          <Said text={error} />
        </p>
      )}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldProps & { ref?: Ref<HTMLInputElement> };

/** A labelled input with its hint and error wired up for assistive technology. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(aria) => <input {...aria} className={controlClass} {...props} />}
    />
  );
}
