import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { csvFilename, csvResponse, type CsvColumn } from "@/lib/csv";
import type { PromoCode } from "@/lib/contract/promotions";
import { callPlatform } from "@/lib/client/call-platform";
import { configuration } from "@/lib/platform/operations";

/** Every promo code (inactive too) as CSV, with its discounts by name. */
export const GET = bffEndpoint(configurationApi.promoCodesExport, async ({ caller }) => {
  const [codes, discounts] = await Promise.all([
    callPlatform(caller, configuration.listPromoCodes, { query: { includeInactive: true ? "true" : undefined } }),
    callPlatform(caller, configuration.listDiscounts),
  ]);
  const name = (id: number) => discounts.find((d) => d.id === id)?.description ?? `Discount ${id}`;
  const columns: CsvColumn<PromoCode>[] = [
    { header: "Code", value: (c) => c.code },
    { header: "Active", value: (c) => c.active },
    { header: "Valid from", value: (c) => c.validFrom.slice(0, 10) },
    { header: "Valid to (exclusive)", value: (c) => c.validTo.slice(0, 10) },
    { header: "Maximum uses (0 = unlimited)", value: (c) => c.maxUsage },
    { header: "Uses left", value: (c) => (c.maxUsage === 0 ? null : c.usagesRemaining) },
    { header: "Applied automatically", value: (c) => c.autoApply },
    { header: "Discounts", value: (c) => c.discountIds.map(name).join("; ") },
  ];
  return csvResponse(
    csvFilename("promotion-codes"),
    columns,
    (async function* () {
      yield codes;
    })(),
  );
});
