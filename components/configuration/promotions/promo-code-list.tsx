"use client";

import { toast } from "@/components/ui/toast";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Pencil, Plus } from "lucide-react";
import { PromoCodeForm } from "./promo-code-form";
import { CsvDownload } from "@/components/ui/csv-download";
import { useDiscounts, usePromoCodes, useSetPromoCodeActive } from "./queries";
import { DataTable, Th } from "@/components/ui/data-table";
import { formatCalendarDate as formatDate } from "@frontdesk/lib/venue/format";
import { downloadUrl } from "@frontdesk/lib/api/call";
import type { configurationApi } from "@frontdesk/lib/api/configuration";
import type { PromoCode } from "@frontdesk/lib/contract/promotions";
import { addCalendarDays } from "@frontdesk/lib/domain/calendar-days";
import { useTranslations, type Words } from "@/components/ui/catalogue";

/** The last day a code is valid: its validTo (midnight UTC, sandbox-contract §5) is the first day it is not. */
const dayBefore = (iso: string) => addCalendarDays(iso.slice(0, 10), -1);

/** What the code's usage numbers mean. */
function usageText(code: PromoCode, t: Words) {
  if (code.maxUsage === 0) return t("codes.unlimited");
  return t("codes.usesLeft", { left: code.usagesRemaining, max: code.maxUsage });
}

/** Every promo code, active and inactive, with its window and discounts; switch codes on and off. */
export function PromoCodeScreen() {
  const t = useTranslations("Configuration");
  const codes = usePromoCodes();
  const discounts = useDiscounts();
  const setActive = useSetPromoCodeActive();
  const discountName = (id: number) =>
    discounts.data?.find((d) => d.id === id)?.description ?? t("codes.discountN", { id });

  const toggle = (code: PromoCode) =>
    setActive.mutate(
      { id: code.id, active: !code.active },
      {
        onSuccess: (saved) =>
          toast.success(t(saved.active ? "codes.nowActive" : "codes.nowInactive", { code: saved.code })),
        onError: (error) => toast.error(messageOf(error)),
      },
    );

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t("topics.promotionCodes.title")}</h1>
          <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">{t("codes.intro")}</p>
        </div>
        <div className="flex gap-2">
          <CsvDownload
            href={downloadUrl<typeof configurationApi.promoCodesExport>("/api/configuration/promotion-codes/export")}
            what={t("codes.csvWhat")}
          />
          <ModalDialog
            triggerLabel={t("codes.new")}
            triggerVariant="primary"
            triggerIcon={<Plus aria-hidden className="size-4" />}
            title={t("codes.new")}
          >
            {(close) => <PromoCodeForm onDone={close} onCancel={close} />}
          </ModalDialog>
        </div>
      </div>
      {codes.isPending ? (
        <LoadingState label={t("codes.loading")} />
      ) : codes.isError ? (
        <ErrorState message={messageOf(codes.error)} onRetry={() => void codes.refetch()} />
      ) : codes.data.length === 0 ? (
        <EmptyState>{t("codes.none")}</EmptyState>
      ) : (
        <DataTable
          caption={t("topics.promotionCodes.title")}
          head={
            <>
              <Th>{t("codes.code")}</Th>
              <Th>{t("statuses.status")}</Th>
              <Th>{t("codes.valid")}</Th>
              <Th>{t("usage.usage")}</Th>
              <Th>{t("codes.discounts")}</Th>
              <Th last>
                <span className="sr-only">{t("actions")}</span>
              </Th>
            </>
          }
        >
          {codes.data.map((code) => (
            <tr key={code.id} className="border-b border-slate-200 align-top dark:border-slate-800">
              <td className="py-3 pr-4">
                <span className="font-mono font-medium">{code.code}</span>
                {code.autoApply && (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t("codes.appliedAutomatically")}
                  </span>
                )}
              </td>
              <td className="py-3 pr-4">
                <span
                  className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${code.active ? "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100" : "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100"}`}
                >
                  {code.active ? t("sites.active") : t("sites.inactive")}
                </span>
              </td>
              <td className="py-3 pr-4">
                {t("codes.validRange", { from: formatDate(code.validFrom), to: formatDate(dayBefore(code.validTo)) })}
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {t("codes.endsBefore", { date: formatDate(code.validTo) })}
                </span>
              </td>
              <td className="py-3 pr-4">{usageText(code, t)}</td>
              <td className="py-3 pr-4">
                <ul>
                  {code.discountIds.map((id) => (
                    <li key={id}>{discountName(id)}</li>
                  ))}
                </ul>
              </td>
              <td className="flex justify-end gap-2 py-3">
                <ModalDialog
                  triggerLabel={t("edit")}
                  triggerIcon={<Pencil aria-hidden className="size-4" />}
                  triggerAccessibleLabel={t("codes.editCode", { code: code.code })}
                  title={t("codes.editCode", { code: code.code })}
                >
                  {(close) => <PromoCodeForm code={code} onDone={close} onCancel={close} />}
                </ModalDialog>
                <Button
                  variant={code.active ? "secondary" : "primary"}
                  className="px-2.5 py-1.5"
                  onClick={() => toggle(code)}
                  aria-label={t(code.active ? "codes.deactivateCode" : "codes.activateCode", { code: code.code })}
                >
                  {code.active ? t("codes.deactivate") : t("codes.activate")}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
