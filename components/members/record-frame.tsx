"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { useMemberOverview } from "./queries";
import { useTranslations } from "@/components/ui/catalogue";

/** The frame of a member-record screen: the way back to the member and the screen's title. */
export function RecordFrame({ memberId, title, children }: { memberId: number; title: string; children: ReactNode }) {
  const t = useTranslations("Members");
  const overview = useMemberOverview(memberId);
  const name = overview.data
    ? `${overview.data.firstName} ${overview.data.lastName}`
    : t("memberNumbered", { id: memberId });
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        href={`/members/${memberId}`}
        className="inline-flex items-center gap-1 rounded text-sm text-blue-700 hover:underline dark:text-sky-400"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("backTo", { name })}
      </Link>
      <h1 className="mt-2 text-2xl font-semibold">
        {title} · {name}
      </h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
