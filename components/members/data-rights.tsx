"use client";

import type { MouseEvent } from "react";
import { Download, FileText, UserX } from "lucide-react";
import { api } from "@frontdesk/lib/api/areas";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { toast } from "@/components/ui/toast";
import { buttonClass } from "@/components/ui/button";
import { ConfirmRemoval } from "@/components/ui/confirm-removal";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { MemberRetention } from "@/components/retention/member-retention";
import { useEraseMember } from "./record-queries";
import { downloadUrl } from "@frontdesk/lib/api/call";
import type { memberApi } from "@frontdesk/lib/api/members";
import type { MemberOverview } from "@frontdesk/lib/contract/members";
import { useTranslations } from "@/components/ui/catalogue";

/**
 * The member's data rights (UK GDPR), for managers: a copy of everything Frontdesk holds (a JSON
 * download and a readable, printable page) and recording an erasure request, after a confirmation
 * that says what goes, what is anonymised and what is kept and why.
 */
/**
 * A data export is a step-up action: before the link opens, the second factor must have been
 * proven in the last 5 minutes (the step-up dialog asks for it otherwise); then the link opens as clicked.
 */
function afterStepUp(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  if (link.dataset.steppedUp) return void delete link.dataset.steppedUp;
  event.preventDefault();
  api.factors.call("stepUp", {}).then(
    () => {
      link.dataset.steppedUp = "yes";
      link.click();
    },
    (error: unknown) => toast.error(messageOf(error)),
  );
}

export function DataRights({ member }: { member: MemberOverview }) {
  const memberId = member.memberId;
  const t = useTranslations("Members");
  const erasure = useEraseMember(memberId);
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <section
      aria-labelledby="data-rights-title"
      className="mt-8 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="data-rights-title" className="font-semibold">
        {t("rights.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("rights.intro")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={downloadUrl<typeof memberApi.dataExport>("/api/members/[memberId]/data-export", { memberId })}
          download
          onClick={afterStepUp}
          className={buttonClass("secondary", "px-2.5 py-1.5")}
        >
          <Download aria-hidden className="size-4" />
          {t("rights.download")}
        </a>
        <a
          href={downloadUrl<typeof memberApi.dataExport>(
            "/api/members/[memberId]/data-export",
            { memberId },
            { format: "html" },
          )}
          target="_blank"
          rel="noopener"
          onClick={afterStepUp}
          className={buttonClass("secondary", "px-2.5 py-1.5")}
        >
          <FileText aria-hidden className="size-4" />
          {t("rights.printable")}
        </a>
        <ModalDialog
          triggerLabel={t("rights.erase")}
          triggerVariant="danger"
          triggerIcon={<UserX aria-hidden className="size-4" />}
          title={t("rights.eraseTitle", { name })}
          wide
        >
          {(close) => (
            <div className="space-y-3 text-sm">
              <div>
                <h3 className="font-semibold">{t("rights.removed")}</h3>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  <li>{t("rights.removedConsent")}</li>
                  <li>{t("rights.removedDetails")}</li>
                  <li>{t("rights.removedPlaces")}</li>
                  <li>
                    {member.linkedMembers.length > 0
                      ? t("rights.removedLinksNamed", {
                          names: member.linkedMembers.map((m) => `${m.firstName} ${m.lastName}`).join(", "),
                        })
                      : t("rights.removedLinks")}
                  </li>
                </ul>
              </div>
              <div>
                <h3 className="font-semibold">{t("rights.anonymised")}</h3>
                <p className="mt-1">{t("rights.anonymisedText")}</p>
              </div>
              <div>
                <h3 className="font-semibold">{t("rights.kept")}</h3>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  <li>{t("rights.keptBookings")}</li>
                  <li>{t("rights.keptConsent")}</li>
                  <li>{t("rights.keptAudit")}</li>
                </ul>
              </div>
              <ConfirmRemoval
                actionLabel={t("rights.eraseAction")}
                removal={erasure}
                variables={undefined}
                done={t("rights.erased", { id: memberId })}
                close={close}
              >
                {t("rights.cannotUndo")}
              </ConfirmRemoval>
            </div>
          )}
        </ModalDialog>
      </div>
      <MemberRetention memberId={memberId} />
    </section>
  );
}
