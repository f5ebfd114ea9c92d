import type { Metadata } from "next";
import { BookingSheetScreen } from "@/components/booking-sheets/booking-sheet-screen";

export const metadata: Metadata = { title: "Booking sheets" };

export default function BookingSheetsPage() {
  return <BookingSheetScreen />;
}
