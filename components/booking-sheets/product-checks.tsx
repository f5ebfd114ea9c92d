import type { UseFormRegisterReturn } from "react-hook-form";
import type { BookingSheet } from "@frontdesk/lib/contract/booking-sheets";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { useTranslations } from "@/components/ui/catalogue";

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
  const t = useTranslations("BookingSheets");
  return (
    <ChoiceGroup legend={t("products")} error={error}>
      {(tie) => (
        <div className="mt-1 grid grid-cols-2 gap-1">
          {products.map((p) => (
            <label key={p.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={p.id} {...tie} {...field} />
              {p.description}
            </label>
          ))}
        </div>
      )}
    </ChoiceGroup>
  );
}
