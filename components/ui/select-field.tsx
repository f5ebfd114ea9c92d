import type { Ref, SelectHTMLAttributes } from "react";
import { FieldFrame, controlClass, type FieldProps } from "./text-field";

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldProps & {
    ref?: Ref<HTMLSelectElement>;
    /** the choices; `disabled` ones are shown for reference */
    options: readonly { value: string | number; label: string; disabled?: boolean }[];
    /** a first, empty choice ("Choose a type…") */
    placeholder?: { value: string | number; label: string };
  };

/** A labelled native select with hint and error (native: keyboard and screen readers for free). */
export function SelectField({ label, error, hint, id, className, options, placeholder, ...props }: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(aria) => (
        <select {...aria} className={controlClass} {...props}>
          {placeholder && <option value={placeholder.value}>{placeholder.label}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
