"use client";

import { PencilLine } from "lucide-react";
import type { MemberConsent } from "@frontdesk/lib/contract/members";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import dynamic from "next/dynamic";
import { Section } from "./consent-parts";
import { useTranslations } from "@/components/ui/catalogue";

// The form opens in a dialog: it loads with the dialog, not the page.
const LegalAgreementsForm = dynamic(() => import("./consent-legal-form").then((m) => m.LegalAgreementsForm), {
  ssr: false,
});

/** The legal agreements as signed (or not held), with the dialog that records signatures. */
export function LegalAgreements({ consent }: { consent: MemberConsent }) {
  const t = useTranslations("Members");
  const signed = (date: string | null) =>
    date ? t("consent.signed", { time: formatDateTime(date) }) : t("consent.notHeld");
  return (
    <Section id="legal-title" title={t("consent.legal")}>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("consent.online")}</dt>
          <dd className="font-medium">
            {consent.onlineConsentDate ? formatDateTime(consent.onlineConsentDate) : t("consent.onlineNotHeld")}
            {consent.onlineConsentGuardianName
              ? ` — ${t("consent.givenByGuardian", { name: consent.onlineConsentGuardianName })}`
              : ""}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("consent.privacy")}</dt>
          <dd className="font-medium">
            {consent.privacyPolicySignedDate
              ? signed(consent.privacyPolicySignedDate)
              : consent.privacyPolicySigned
                ? t("consent.signedNoDate")
                : t("consent.notHeld")}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("consent.terms")}</dt>
          <dd className="font-medium">{signed(consent.termsAndConditionsSignedDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("consent.health")}</dt>
          <dd className="font-medium">{signed(consent.healthCommitmentStatementSignedDate)}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t("consent.lastChanged", { time: formatDateTime(consent.modifiedOn) })}
        </p>
        <ModalDialog
          triggerLabel={t("consent.recordSignatures")}
          triggerIcon={<PencilLine aria-hidden className="size-4" />}
          title={t("consent.legal")}
        >
          {(close) => <LegalAgreementsForm consent={consent} onDone={close} />}
        </ModalDialog>
      </div>
    </Section>
  );
}
