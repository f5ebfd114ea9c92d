"use client";

import dynamic from "next/dynamic";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { LoadingState } from "@/components/ui/states";
import type { BookingSheet } from "@frontdesk/lib/contract/booking-sheets";
import { useTranslations } from "@/components/ui/catalogue";

// The form (react-hook-form, the contract's zod schema) loads when its dialog opens: not in the sheet's first load.
const BankHolidayForm = dynamic(() => import("./bank-holiday-form").then((m) => m.BankHolidayForm), {
  ssr: false,
  loading: () => <LoadingState />,
});

/** The year's UK bank holidays closed in one step: one schedule per holiday, each removable alone. */
export function BankHolidays({ sheet, today }: { sheet: BookingSheet; today: string }) {
  const t = useTranslations("BookingSheets");
  return (
    <ModalDialog triggerLabel={t("holidays.title")} title={t("holidays.dialogTitle")} wide>
      {() => <BankHolidayForm sheet={sheet} today={today} />}
    </ModalDialog>
  );
}
