import type { Ref } from "react";
import type { FieldProps } from "./text-field";

/*
 * What the date fields' still copies (date-fields.tsx) and their lazily loaded pickers (date-fields-impl.tsx)
 * share, in a leaf of its own so the pickers never import the module that loads them.
 */

export interface PickerProps<V> extends FieldProps {
  value: V;
  onChange: (value: V) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  className?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** react-hook-form's Controller passes `disabled`; it means isDisabled */
  disabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

export interface DateRange {
  from: string;
  to: string;
}

export const groupClass =
  "mt-1 flex w-full items-center rounded-md border border-slate-300 bg-white py-1 pr-1 pl-3 text-sm text-slate-900 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 invalid:border-red-600 data-[invalid]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
export const iconButtonClass =
  "ml-auto rounded p-1.5 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";
/** A typed segment (day, month, year, hour, minute) or a literal between them ("/", ":"), by react-aria's data-type. */
export const segmentClass =
  "rounded px-0.5 tabular-nums outline-none focus:bg-blue-700 focus:text-white data-[placeholder]:text-slate-600 data-[type=literal]:px-0 dark:data-[placeholder]:text-slate-400";
