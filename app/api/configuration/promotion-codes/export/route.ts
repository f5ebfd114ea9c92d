import { configurationApi } from "@frontdesk/lib/api/configuration";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { csvFilename, csvResponse, type CsvColumn } from "@frontdesk/lib/csv";
import type { PromoCode } from "@frontdesk/lib/contract/promotions";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

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
