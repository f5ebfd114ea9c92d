import type { Metadata } from "next";
import { WaitingListsScreen } from "@/components/bookings/waiting-lists-screen";

export const metadata: Metadata = { title: "Waiting lists" };

export default function WaitingListsPage() {
  return <WaitingListsScreen />;
}
