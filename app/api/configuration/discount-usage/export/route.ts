import { configurationApi } from "@frontdesk/lib/api/configuration";
import { discountUsageWordings } from "@frontdesk/lib/contract/configuration-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { csvFilename, csvResponse, type CsvColumn } from "@frontdesk/lib/csv";
import type { BookingDiscountUsage } from "@frontdesk/lib/contract/promotions";
import { allBookingDiscountUsage, usageFiltersOf } from "../filters";

const columns: CsvColumn<BookingDiscountUsage>[] = [
  { header: "Usage", value: (u) => u.id },
  { header: "Promotion code", value: (u) => u.promotionCode },
  { header: "Member", value: (u) => u.memberId },
  { header: "Booking", value: (u) => u.bookingId },
  { header: "Booking reference", value: (u) => u.bookingRef },
  { header: "Starts (UTC)", value: (u) => u.bookingStartDateTime },
  { header: "Ends (UTC)", value: (u) => u.bookingEndDateTime },
  { header: "Price levels", value: (u) => u.priceLevelCombo },
  { header: "Original price", value: (u) => u.originalPrice.toFixed(2) },
  { header: "Discounted price", value: (u) => u.discountedPrice.toFixed(2) },
  { header: "Invoice line", value: (u) => u.discountSalesInvoiceId },
];

/** Every usage the filters match, as CSV, streamed while the BFF pages through endpoint 12. */
export const GET = bffEndpoint(
  configurationApi.discountUsageExport,
  async ({ caller, query }) =>
    csvResponse(csvFilename("discount-usage"), columns, allBookingDiscountUsage(caller, usageFiltersOf(query))),
  { wordings: discountUsageWordings },
);
