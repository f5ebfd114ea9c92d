"use client";

import type { ChannelConsent } from "@frontdesk/lib/contract/members";
import { EmptyState, QueryState } from "@/components/ui/states";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import dynamic from "next/dynamic";
import { HeldBadge, Section } from "./consent-parts";
import { useChannelRows } from "./consent-rows";
import { useTranslations } from "@/components/ui/catalogue";

// The forms open in dialogs: they load with the dialog, not the page.
const GrantChannelForm = dynamic(() => import("./consent-forms").then((m) => m.GrantChannelForm), { ssr: false });
const WithdrawConsentForm = dynamic(() => import("./consent-withdraw-form").then((m) => m.WithdrawConsentForm), {
  ssr: false,
});

/** The communication channels: each granted or not held, with grant and withdraw. */
export function ChannelSection({ memberId, held }: { memberId: number; held: ChannelConsent[] }) {
  const t = useTranslations("Members");
  const { configured, rows } = useChannelRows(held);
  return (
    <Section id="channels-title" title={t("consent.channels")} description={t("consent.channelsIntro")}>
      <QueryState query={configured} loading={t("consent.channelsLoading")} failed={t("consent.channelsFailed")}>
        {() =>
          rows.length === 0 ? (
            <EmptyState>{t("consent.noChannels")}</EmptyState>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {rows.map(({ entry, ...channel }) => (
                <li
                  key={channel.channelId}
                  className="flex items-start gap-3 rounded-md border border-slate-200 px-4 py-3 dark:border-slate-800"
                  aria-label={t(entry ? "consent.rowGranted" : "consent.rowNotHeld", { name: channel.channelName })}
                >
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{channel.channelName}</span>
                      <HeldBadge held={!!entry} />
                    </p>
                    {entry && (
                      <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                        {t("consent.captured", { time: formatDateTime(entry.captureDate) })}
                      </p>
                    )}
                  </div>
                  {entry ? (
                    <ModalDialog
                      triggerLabel={t("consent.withdraw")}
                      triggerAccessibleLabel={t("consent.withdrawNamed", { name: channel.channelName })}
                      title={t("consent.withdrawTitle", { name: channel.channelName })}
                    >
                      {(close) => (
                        <WithdrawConsentForm
                          memberId={memberId}
                          subject={{ kind: "channel", entry: entry, name: channel.channelName }}
                          onDone={close}
                        />
                      )}
                    </ModalDialog>
                  ) : (
                    <ModalDialog
                      triggerLabel={t("consent.grant")}
                      triggerVariant="primary"
                      triggerAccessibleLabel={t("consent.grantNamed", { name: channel.channelName })}
                      title={t("consent.grantChannelTitle", { name: channel.channelName })}
                    >
                      {(close) => <GrantChannelForm memberId={memberId} channel={channel} onDone={close} />}
                    </ModalDialog>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}
