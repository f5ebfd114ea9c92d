import type { ReactNode } from "react";
import { PageWords } from "@/components/ui/page-words";
import { memberIdOf } from "./member-id";

/** Every member page: a path that is no member id (`abc`, `0`, past int32) is "Page not found", checked once here. */
export default async function MemberLayout({
  params,
  children,
}: {
  params: Promise<{ memberId: string }>;
  children: ReactNode;
}) {
  await memberIdOf(params);
  // the record's screens, and the tiles of other areas on the overview: bookings, messages, visits (Door), retention
  return <PageWords namespaces={["Members", "Bookings", "Messages", "Retention", "Door"]}>{children}</PageWords>;
}
