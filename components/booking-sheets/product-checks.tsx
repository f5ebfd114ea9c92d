import type { UseFormRegisterReturn } from "react-hook-form";
import type { BookingSheet } from "@/lib/contract/booking-sheets";

/** The site's resource products as checkboxes: which products a block or a closure covers. */
export function ProductChecks({
  products,
  field,
  error,
}: {
  products: BookingSheet["resourceProducts"];
  field: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">Products</legend>
      <div className="mt-1 grid grid-cols-2 gap-1">
        {products.map((p) => (
          <label key={p.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={p.id} {...field} />
            {p.description}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-red-700 dark:text-red-400">{error}</p>}
    </fieldset>
  );
}
