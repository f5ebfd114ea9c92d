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
  // the record's screens' words; a page adds the other areas' it shows (the overview's tiles, the bookings page)
  return <PageWords namespaces={["Members"]}>{children}</PageWords>;
}
