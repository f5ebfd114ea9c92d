"use client";

import type { CampaignConsent } from "@frontdesk/lib/contract/members";
import { EmptyState, QueryState } from "@/components/ui/states";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { Button } from "@/components/ui/button";
import { formatCalendarDate, formatDateTime } from "@frontdesk/lib/venue/format";
import dynamic from "next/dynamic";
import { Expiry, HeldBadge, Section } from "./consent-parts";
import { useCampaignRows } from "./consent-rows";
import { isExpired } from "./member-dates";
import { useTranslations } from "@/components/ui/catalogue";

// The forms (react-hook-form, the contract's zod schemas, the date pickers) open in dialogs: they load with the dialog, not the page.
const GrantCampaignForm = dynamic(() => import("./consent-forms").then((m) => m.GrantCampaignForm), { ssr: false });
const WithdrawConsentForm = dynamic(() => import("./consent-withdraw-form").then((m) => m.WithdrawConsentForm), {
  ssr: false,
});

/** One campaign list (marketing, or data processing): each campaign granted or not held, with grant and withdraw. */
export function CampaignSection({
  memberId,
  list,
  title,
  description,
  held,
  askGuardian,
}: {
  memberId: number;
  list: "marketing-campaigns" | "data-processing";
  title: string;
  description: string;
  held: CampaignConsent[];
  askGuardian: boolean;
}) {
  const t = useTranslations("Members");
  const { configured, rows } = useCampaignRows(list, held);
  return (
    <Section id={`${list}-title`} title={title} description={description}>
      <QueryState query={configured} loading={t("consent.campaignsLoading")} failed={t("consent.campaignsFailed")}>
        {() =>
          rows.length === 0 ? (
            <EmptyState>{t("consent.noCampaigns")}</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {rows.map(({ config, held: entry }) => {
                const expiryDate = entry?.expiryDate ?? config.expiryDate;
                const expired = isExpired(expiryDate);
                const explanationId = `campaign-${config.campaignId}-expired`;
                return (
                  <li
                    key={config.campaignId}
                    className="flex flex-wrap items-start gap-3 px-4 py-3"
                    aria-label={t(
                      entry ? (expired ? "consent.rowGrantedExpired" : "consent.rowGranted") : "consent.rowNotHeld",
                      { name: config.campaignName },
                    )}
                  >
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-medium">{config.campaignName}</span>
                        <HeldBadge held={!!entry} expired={expired} />
                      </p>
                      {config.campaignDescription && (
                        <p className="text-sm text-slate-600 dark:text-slate-400">{config.campaignDescription}</p>
                      )}
                      <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-700 dark:text-slate-300">
                        {entry && <span>{t("consent.captured", { time: formatDateTime(entry.captureDate) })}</span>}
                        {entry?.guardianName && <span>{t("consent.byGuardian", { name: entry.guardianName })}</span>}
                        <Expiry expiryDate={expiryDate} />
                      </p>
                      {expired && expiryDate && (
                        <p id={explanationId} className="mt-1 text-sm text-amber-900 dark:text-amber-200">
                          {entry
                            ? t("consent.endedHeld", { date: formatCalendarDate(expiryDate) })
                            : t("consent.endedNotHeld", { date: formatCalendarDate(expiryDate) })}
                        </p>
                      )}
                    </div>
                    {entry ? (
                      <ModalDialog
                        triggerLabel={t("consent.withdraw")}
                        triggerAccessibleLabel={t("consent.withdrawNamed", { name: config.campaignName })}
                        title={t("consent.withdrawTitle", { name: config.campaignName })}
                      >
                        {(close) => (
                          <WithdrawConsentForm
                            memberId={memberId}
                            subject={{ kind: "campaign", entry, name: config.campaignName }}
                            onDone={close}
                          />
                        )}
                      </ModalDialog>
                    ) : expired ? (
                      <Button
                        disabled
                        aria-label={t("consent.grantNamed", { name: config.campaignName })}
                        aria-describedby={explanationId}
                        className="px-2.5 py-1.5"
                      >
                        {t("consent.grant")}
                      </Button>
                    ) : (
                      <ModalDialog
                        triggerLabel={t("consent.grant")}
                        triggerVariant="primary"
                        triggerAccessibleLabel={t("consent.grantNamed", { name: config.campaignName })}
                        title={t("consent.grantNamed", { name: config.campaignName })}
                      >
                        {(close) => (
                          <GrantCampaignForm
                            memberId={memberId}
                            campaign={config}
                            held={null}
                            askGuardian={askGuardian}
                            onDone={close}
                          />
                        )}
                      </ModalDialog>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}
