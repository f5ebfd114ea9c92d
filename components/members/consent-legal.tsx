"use client";

import { PencilLine } from "lucide-react";
import type { MemberConsent } from "@/lib/contract/members";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { formatDateTime } from "@/lib/venue/format";
import dynamic from "next/dynamic";
import { Section } from "./consent-parts";

// The form opens in a dialog: it loads with the dialog, not the page.
const LegalAgreementsForm = dynamic(() => import("./consent-legal-form").then((m) => m.LegalAgreementsForm), {
  ssr: false,
});

/** The legal agreements as signed (or not held), with the dialog that records signatures. */
export function LegalAgreements({ consent }: { consent: MemberConsent }) {
  const signed = (date: string | null) => (date ? `Signed ${formatDateTime(date)}` : "Not held");
  return (
    <Section id="legal-title" title="Legal agreements">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Online registration consent</dt>
          <dd className="font-medium">
            {consent.onlineConsentDate
              ? formatDateTime(consent.onlineConsentDate)
              : "Not held (no online registration; for example created by staff)"}
            {consent.onlineConsentGuardianName ? ` — given by guardian ${consent.onlineConsentGuardianName}` : ""}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Privacy policy</dt>
          <dd className="font-medium">
            {consent.privacyPolicySignedDate
              ? signed(consent.privacyPolicySignedDate)
              : consent.privacyPolicySigned
                ? "Signed (date not recorded)"
                : "Not held"}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Terms and conditions</dt>
          <dd className="font-medium">{signed(consent.termsAndConditionsSignedDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Health commitment statement</dt>
          <dd className="font-medium">{signed(consent.healthCommitmentStatementSignedDate)}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-600 dark:text-slate-400">Last changed {formatDateTime(consent.modifiedOn)}.</p>
        <ModalDialog
          triggerLabel="Record signatures"
          triggerIcon={<PencilLine aria-hidden className="size-4" />}
          title="Legal agreements"
        >
          {(close) => <LegalAgreementsForm consent={consent} onDone={close} />}
        </ModalDialog>
      </div>
    </Section>
  );
}
