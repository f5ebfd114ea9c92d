import type { Ref, SelectHTMLAttributes } from "react";
import { FieldFrame, controlClass, type FieldProps } from "./text-field";

/** One choice; `disabled` ones are shown for reference. */
interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
  /** the label's language, where it is not the page's (a language named in itself) */
  lang?: string;
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldProps & {
    ref?: Ref<HTMLSelectElement>;
    /** the choices */
    options?: readonly SelectOption[];
    /** choices under headings (optgroups), after `options` */
    groups?: readonly { label: string; options: readonly SelectOption[] }[];
    /** a first, empty choice ("Choose a type…") */
    placeholder?: { value: string | number; label: string };
  };

const optionsOf = (options: readonly SelectOption[]) =>
  options.map((o) => (
    <option key={o.value} value={o.value} disabled={o.disabled} lang={o.lang}>
      {o.label}
    </option>
  ));

/** A labelled native select with hint and error (native: keyboard and screen readers for free). */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  options = [],
  groups = [],
  placeholder,
  ...props
}: SelectFieldProps) {
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
          {optionsOf(options)}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {optionsOf(group.options)}
            </optgroup>
          ))}
        </select>
      )}
    />
  );
}
