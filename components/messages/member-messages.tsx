"use client";

import { useTranslations } from "@/components/ui/catalogue";
import dynamic from "next/dynamic";
import { Mail } from "lucide-react";
import { LoadingState } from "@/components/ui/states";

// The rows (their read, their states' words) load after the page's first load: the box keeps its height meanwhile.
const MemberMessageRows = dynamic(() => import("./member-message-rows").then((m) => m.MemberMessageRows), {
  ssr: false,
  loading: () => <RowsLoading />,
});

function RowsLoading() {
  return <LoadingState label={useTranslations("Messages")("loading")} />;
}

/**
 * The member overview's messages: the latest three emails sent to them and what became of each. Its
 * height is fixed (three rows), so nothing below moves when the list arrives.
 */
export function MemberMessages({ memberId }: { memberId: number }) {
  const t = useTranslations("Messages");
  return (
    <section aria-labelledby="member-messages-title" className="mt-6">
      <h2
        id="member-messages-title"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        <Mail aria-hidden className="size-4" />
        {t("sentToThem")}
      </h2>
      <div className="mt-2 h-36 overflow-hidden text-sm">
        <MemberMessageRows memberId={memberId} />
      </div>
    </section>
  );
}
