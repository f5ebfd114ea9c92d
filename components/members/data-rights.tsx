"use client";

import type { MouseEvent } from "react";
import { Download, FileText, UserX } from "lucide-react";
import { api } from "@/lib/api/areas";
import { messageOf } from "@/lib/contract/problem";
import { toast } from "@/components/ui/toast";
import { buttonClass } from "@/components/ui/button";
import { ConfirmRemoval } from "@/components/ui/confirm-removal";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { MemberRetention } from "@/components/retention/member-retention";
import { useEraseMember } from "./record-queries";
import { downloadUrl } from "@/lib/api/call";
import type { memberApi } from "@/lib/api/members";
import type { MemberOverview } from "@/lib/contract/members";

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
  const erasure = useEraseMember(memberId);
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <section
      aria-labelledby="data-rights-title"
      className="mt-8 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="data-rights-title" className="font-semibold">
        Data rights
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        When the member asks for a copy of their data, or asks to be erased.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={downloadUrl<typeof memberApi.dataExport>("/api/members/[memberId]/data-export", { memberId })}
          download
          onClick={afterStepUp}
          className={buttonClass("secondary", "px-2.5 py-1.5")}
        >
          <Download aria-hidden className="size-4" />
          Download their data (JSON)
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
          Open a printable copy
        </a>
        <ModalDialog
          triggerLabel="Record an erasure request"
          triggerVariant="danger"
          triggerIcon={<UserX aria-hidden className="size-4" />}
          title={`Erase ${name}'s personal data?`}
          wide
        >
          {(close) => (
            <div className="space-y-3 text-sm">
              <div>
                <h3 className="font-semibold">Removed</h3>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  <li>All consent held (each withdrawal is written to the consent history)</li>
                  <li>Medical details, home and work addresses, and saved payment cards</li>
                  <li>Waiting-list places and sales interactions</li>
                  <li>
                    Links to guardians and dependants
                    {member.linkedMembers.length > 0 && (
                      <> ({member.linkedMembers.map((m) => `${m.firstName} ${m.lastName}`).join(", ")})</>
                    )}
                  </li>
                </ul>
              </div>
              <div>
                <h3 className="font-semibold">Anonymised</h3>
                <p className="mt-1">
                  The name becomes &ldquo;Erased member&rdquo;; email, phone and date of birth are cleared. The member
                  number stays.
                </p>
              </div>
              <div>
                <h3 className="font-semibold">Kept</h3>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  <li>Bookings and discount records: accounting records the venue must keep (six years)</li>
                  <li>The consent history: proof of what was agreed and when it was withdrawn</li>
                  <li>The audit of who read or changed the record, including this erasure</li>
                </ul>
              </div>
              <ConfirmRemoval
                actionLabel="Erase personal data"
                removal={erasure}
                variables={undefined}
                done={`Erasure recorded for member ${memberId}`}
                close={close}
              >
                This cannot be undone. If the member also asked for a copy of their data, download it first.
              </ConfirmRemoval>
            </div>
          )}
        </ModalDialog>
      </div>
      <MemberRetention memberId={memberId} />
    </section>
  );
}
