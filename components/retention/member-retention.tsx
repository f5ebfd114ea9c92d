"use client";

import { useTranslations } from "@/components/ui/catalogue";
import dynamic from "next/dynamic";
import { ConfirmRemoval } from "@/components/ui/confirm-removal";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { LoadingState } from "@/components/ui/states";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { useMemberRetention, useReleaseHold } from "./queries";
import { retentionWords } from "./retention-words";

// The form (react-hook-form, the contract's zod schema) loads when its dialog opens: not in the overview's first load.
const HoldForm = dynamic(() => import("./hold-form").then((m) => m.HoldForm), {
  ssr: false,
  loading: () => <LoadingState />,
});

/**
 * On a member's data rights: when their data falls due under the retention schedule, or the legal
 * hold that keeps it, and the manager's "keep" (a hold, with the reason) or its release. The line's
 * height is reserved, so nothing below moves when it arrives.
 */
export function MemberRetention({ memberId }: { memberId: number }) {
  const t = useTranslations("Retention");
  const retention = useMemberRetention(memberId);
  const release = useReleaseHold(memberId);
  const data = retention.data;
  return (
    <div className="mt-3 flex min-h-10 flex-wrap items-center gap-x-3 gap-y-2 text-sm" aria-live="polite">
      <p className="min-w-0 flex-1">
        <span className="font-medium">{t("member.label")} </span>
        {retention.isPending
          ? t("member.working")
          : retention.isError
            ? t("member.unknown", { reason: messageOf(retention.error) })
            : retentionWords(t, data!)}
      </p>
      {data && !data.erased && !data.hold && (
        <ModalDialog triggerLabel={t("member.keep")} title={t("member.keepTitle")}>
          {(close) => <HoldForm memberId={memberId} close={close} />}
        </ModalDialog>
      )}
      {data?.hold && (
        <ModalDialog triggerLabel={t("member.release")} title={t("member.releaseTitle")}>
          {(close) => (
            <ConfirmRemoval
              actionLabel={t("member.release")}
              removal={release}
              variables={undefined}
              done={t("member.released")}
              close={close}
            >
              {t("member.releaseExplain")}
            </ConfirmRemoval>
          )}
        </ModalDialog>
      )}
    </div>
  );
}
