import { Said } from "@/components/ui/catalogue";
import { useId, type ReactNode } from "react";

/** What each checkbox or radio of a group carries so that the group's error is read with it. */
interface ChoiceTie {
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/**
 * Checkboxes or radios under one legend, with the group's error under them, tied to every choice:
 * a screen reader tabbing to a choice hears the error, not only one reading the fieldset.
 */
export function ChoiceGroup({
  legend,
  error,
  className,
  children,
}: {
  legend: ReactNode;
  error?: string;
  className?: string;
  children: (tie: ChoiceTie) => ReactNode;
}) {
  const errorId = useId();
  const tie: ChoiceTie = error ? { "aria-describedby": errorId, "aria-invalid": true } : {};
  return (
    <fieldset className={className} aria-describedby={tie["aria-describedby"]}>
      <legend className="text-sm font-medium">{legend}</legend>
      {children(tie)}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          <Said text={error} />
        </p>
      )}
    </fieldset>
  );
}
