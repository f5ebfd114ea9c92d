import { Said } from "@/components/ui/catalogue";

/** A form's failure that belongs to no one field (the record changed, the server refused), shown above the form. */
export function FormFailure({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <Said text={message} />
    </p>
  );
}
