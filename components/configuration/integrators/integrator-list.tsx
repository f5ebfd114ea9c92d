"use client";

import { useState } from "react";
import { KeyRound, Plus, Trash2, TriangleAlert } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { scopesOf, type GlobalIntegrator } from "@frontdesk/lib/contract/integrators";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/text-field";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { ConfirmRemoval } from "@/components/ui/confirm-removal";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { CreateIntegratorForm } from "./integrator-form";
import { TokenRequestExample } from "./token-request-example";
import { useActivateIntegrator, useDeleteIntegrator, useIntegrators } from "./queries";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { useTranslations } from "@/components/ui/catalogue";

const when = (iso: string | null) => (iso ? formatDateTime(iso) : null);

/** The admin's home: global integrators, active and deleted, with their keys and token requests. */
export function IntegratorScreen({ platformBaseUrl }: { platformBaseUrl: string }) {
  const t = useTranslations("Configuration");
  const integrators = useIntegrators();
  const active = integrators.data?.filter((i) => i.isActive) ?? [];
  const deleted = integrators.data?.filter((i) => !i.isActive) ?? [];
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t("integrators.title")}</h1>
          <p className="mt-1 mb-6 max-w-2xl text-sm text-slate-600 dark:text-slate-300">
            {t("integrators.intro")} {t("integrators.tokensFrom")}{" "}
            <code className="text-xs">{platformBaseUrl}/connect/token</code>
          </p>
        </div>
        <ModalDialog
          triggerLabel={t("integrators.new")}
          triggerVariant="primary"
          triggerIcon={<Plus aria-hidden className="size-4" />}
          title={t("integrators.new")}
        >
          {(close) => <CreateIntegratorForm onDone={close} />}
        </ModalDialog>
      </div>
      {integrators.isPending ? (
        <LoadingState label={t("integrators.loading")} />
      ) : integrators.isError ? (
        <ErrorState message={messageOf(integrators.error)} onRetry={() => void integrators.refetch()} />
      ) : (
        <>
          <section aria-labelledby="active-integrators">
            <h2 id="active-integrators" className="mb-3 text-lg font-semibold">
              {t("integrators.activeCount", { count: active.length })}
            </h2>
            {active.length === 0 ? (
              <EmptyState>{t("integrators.noneActive")}</EmptyState>
            ) : (
              <ul className="space-y-4">
                {active.map((integrator) => (
                  <IntegratorCard key={integrator.id} integrator={integrator} platformBaseUrl={platformBaseUrl} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="deleted-integrators" className="mt-8">
            <h2 id="deleted-integrators" className="mb-3 text-lg font-semibold">
              {t("integrators.deletedCount", { count: deleted.length })}
            </h2>
            {deleted.length === 0 ? (
              <EmptyState>{t("integrators.noneDeleted")}</EmptyState>
            ) : (
              <ul className="space-y-4">
                {deleted.map((integrator) => (
                  <IntegratorCard key={integrator.id} integrator={integrator} platformBaseUrl={platformBaseUrl} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">{term}</dt>
      <dd className="mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

function IntegratorCard({ integrator, platformBaseUrl }: { integrator: GlobalIntegrator; platformBaseUrl: string }) {
  const t = useTranslations("Configuration");
  const headingId = `integrator-${integrator.id}`;
  const scopes = scopesOf(integrator.allowedScopes);
  const permissions = [
    integrator.canRead && t("integrators.mayRead"),
    integrator.canWrite && t("integrators.mayWrite"),
    integrator.canDelete && t("integrators.mayDelete"),
  ]
    .filter(Boolean)
    .join(", ");
  const status = !integrator.isActive
    ? t("integrators.statusDeleted")
    : integrator.keyIssuedOn
      ? t("sites.active")
      : t("integrators.statusNoKey");
  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-lg border p-4 ${integrator.isActive ? "border-slate-200 dark:border-slate-700" : "border-dashed border-slate-300 dark:border-slate-700"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {integrator.name}{" "}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
              · {t("integrators.clientId", { id: integrator.id })}
            </span>
          </h3>
          {integrator.description && (
            <p className="text-sm text-slate-700 dark:text-slate-300">{integrator.description}</p>
          )}
          <p className="text-sm">
            <span
              className={`rounded px-1.5 py-0.5 text-xs font-medium ${integrator.isActive ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200" : "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200"}`}
            >
              {status}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <KeyDialog integrator={integrator} platformBaseUrl={platformBaseUrl} />
          {integrator.isActive && <DeleteDialog integrator={integrator} />}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Fact term={t("integrators.origin")}>
          <span className="font-mono break-all">{integrator.origin}</span>
        </Fact>
        <Fact term={t("integrators.scopes")}>
          {scopes.length ? <span className="font-mono">{scopes.join(", ")}</span> : t("integrators.noScopes")}
        </Fact>
        <Fact term={t("integrators.tokensMay")}>
          {permissions || t("integrators.nothing")}
          {integrator.isBillable ? t("integrators.billableSuffix") : ""}
        </Fact>
        <Fact term={t("integrators.rateLimits")}>
          {t("integrators.rates", { minute: integrator.rateLimitPerMinute, hour: integrator.rateLimitPerHour })}
        </Fact>
        <Fact term={t("integrators.keyIssued")}>{when(integrator.keyIssuedOn) ?? t("integrators.never")}</Fact>
        <Fact term={t("integrators.lastToken")}>{when(integrator.lastTokenIssuedOn) ?? t("integrators.never")}</Fact>
        <Fact term={t("integrators.createdOn")}>{when(integrator.createdOn) ?? t("integrators.unknown")}</Fact>
      </dl>
      {integrator.isActive && integrator.keyIssuedOn && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-blue-700 dark:text-sky-400">
            {t("integrators.example")}
          </summary>
          <div className="mt-2">
            <TokenRequestExample baseUrl={platformBaseUrl} integrator={integrator} />
          </div>
        </details>
      )}
    </li>
  );
}

/** Activate / replace the key / reactivate: one confirmation, then the key shown this once. */
function KeyDialog({ integrator, platformBaseUrl }: { integrator: GlobalIntegrator; platformBaseUrl: string }) {
  const t = useTranslations("Configuration");
  const activate = useActivateIntegrator(integrator.id);
  const [key, setKey] = useState<string | null>(null);
  const step = !integrator.isActive ? "reactivate" : integrator.keyIssuedOn ? "replaceKey" : "activate";
  const action = t(`integrators.${step}`);
  const consequence = t(`integrators.${step}Consequence`);
  return (
    <ModalDialog
      triggerLabel={action}
      triggerVariant={integrator.keyIssuedOn && integrator.isActive ? "secondary" : "primary"}
      triggerIcon={<KeyRound aria-hidden className="size-4" />}
      triggerAccessibleLabel={t(`integrators.${step}Name`, { name: integrator.name })}
      title={
        key
          ? t("integrators.keyOf", { name: integrator.name })
          : t(`integrators.${step}Question`, { name: integrator.name })
      }
      wide
      onClosed={() => {
        if (key) activate.done();
        setKey(null);
      }}
    >
      {(close) =>
        key ? (
          <div className="space-y-4">
            <p
              role="alert"
              className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
            >
              <TriangleAlert aria-hidden className="size-5 shrink-0" />
              {t("integrators.copyNow")}
            </p>
            <div className="flex items-end gap-2">
              <TextField
                label={t("integrators.key")}
                readOnly
                value={key}
                className="min-w-0 flex-1 font-mono"
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton
                text={key}
                what={t("integrators.key")}
                label={t("integrators.copyKeyOf", { name: integrator.name })}
                className="px-2 py-2"
              />
            </div>
            <TokenRequestExample baseUrl={platformBaseUrl} integrator={integrator} integratorKey={key} />
            <Button variant="primary" onClick={close}>
              {t("integrators.copied")}
            </Button>
          </div>
        ) : (
          <ConfirmRemoval
            variant="primary"
            actionLabel={action}
            pendingLabel={t("integrators.issuing")}
            removal={activate}
            variables={undefined}
            done={t("integrators.keyIssuedToast", { name: integrator.name })}
            onDone={(activated) => setKey(activated.key)}
            close={close}
          >
            {consequence}
          </ConfirmRemoval>
        )
      }
    </ModalDialog>
  );
}

function DeleteDialog({ integrator }: { integrator: GlobalIntegrator }) {
  const t = useTranslations("Configuration");
  const remove = useDeleteIntegrator(integrator.id);
  return (
    <ModalDialog
      triggerLabel={t("integrators.delete")}
      triggerIcon={<Trash2 aria-hidden className="size-4" />}
      triggerAccessibleLabel={t("integrators.deleteName", { name: integrator.name })}
      title={t("integrators.deleteQuestion", { name: integrator.name })}
    >
      {(close) => (
        <ConfirmRemoval
          removal={remove}
          variables={undefined}
          actionLabel={t("integrators.deleteIntegrator")}
          done={t("integrators.deleted", { name: integrator.name })}
          close={close}
        >
          {t("integrators.deleteConsequence")}
        </ConfirmRemoval>
      )}
    </ModalDialog>
  );
}
