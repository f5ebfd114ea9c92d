"use client";

import { useState } from "react";
import { KeyRound, Plus, Trash2, TriangleAlert } from "lucide-react";
import { messageOf } from "@/lib/contract/problem";
import { scopesOf, type GlobalIntegrator } from "@/lib/contract/integrators";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/text-field";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { ConfirmRemoval } from "@/components/ui/confirm-removal";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { CreateIntegratorForm } from "./integrator-form";
import { TokenRequestExample } from "./token-request-example";
import { useActivateIntegrator, useDeleteIntegrator, useIntegrators } from "./queries";
import { formatDateTime } from "@/lib/venue/format";

const when = (iso: string | null) => (iso ? formatDateTime(iso) : null);

/** The admin's home: global integrators, active and deleted, with their keys and token requests. */
export function IntegratorScreen({ platformBaseUrl }: { platformBaseUrl: string }) {
  const integrators = useIntegrators();
  const active = integrators.data?.filter((i) => i.isActive) ?? [];
  const deleted = integrators.data?.filter((i) => !i.isActive) ?? [];
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Integrators</h1>
          <p className="mt-1 mb-6 max-w-2xl text-sm text-slate-600 dark:text-slate-300">
            Partners that call the platform with their own key. Activation issues the key, shown once; replacing it
            stops the old key at once. Tokens come from <code className="text-xs">{platformBaseUrl}/connect/token</code>
            .
          </p>
        </div>
        <ModalDialog
          triggerLabel="New integrator"
          triggerVariant="primary"
          triggerIcon={<Plus aria-hidden className="size-4" />}
          title="New integrator"
        >
          {(close) => <CreateIntegratorForm onDone={close} />}
        </ModalDialog>
      </div>
      {integrators.isPending ? (
        <LoadingState label="Loading integrators" />
      ) : integrators.isError ? (
        <ErrorState message={messageOf(integrators.error)} onRetry={() => void integrators.refetch()} />
      ) : (
        <>
          <section aria-labelledby="active-integrators">
            <h2 id="active-integrators" className="mb-3 text-lg font-semibold">
              Active ({active.length})
            </h2>
            {active.length === 0 ? (
              <EmptyState>No active integrators. Create one to give a partner access.</EmptyState>
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
              Deleted ({deleted.length})
            </h2>
            {deleted.length === 0 ? (
              <EmptyState>No deleted integrators.</EmptyState>
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
  const headingId = `integrator-${integrator.id}`;
  const scopes = scopesOf(integrator.allowedScopes);
  const permissions = [integrator.canRead && "read", integrator.canWrite && "write", integrator.canDelete && "delete"]
    .filter(Boolean)
    .join(", ");
  const rate = (n: number, per: string) => (n > 0 ? `${n} a ${per}` : `no limit a ${per}`);
  const status = !integrator.isActive ? "Deleted" : integrator.keyIssuedOn ? "Active" : "Active, no key yet";
  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-lg border p-4 ${integrator.isActive ? "border-slate-200 dark:border-slate-700" : "border-dashed border-slate-300 dark:border-slate-700"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {integrator.name}{" "}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">· client id {integrator.id}</span>
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
        <Fact term="Origin">
          <span className="font-mono break-all">{integrator.origin}</span>
        </Fact>
        <Fact term="Scopes">
          {scopes.length ? <span className="font-mono">{scopes.join(", ")}</span> : "None (every request refused)"}
        </Fact>
        <Fact term="Tokens may">
          {permissions || "nothing"}
          {integrator.isBillable ? "; billable" : ""}
        </Fact>
        <Fact term="Rate limits">
          {rate(integrator.rateLimitPerMinute, "minute")}, {rate(integrator.rateLimitPerHour, "hour")}
        </Fact>
        <Fact term="Key issued">{when(integrator.keyIssuedOn) ?? "Never"}</Fact>
        <Fact term="Last token issued">{when(integrator.lastTokenIssuedOn) ?? "Never"}</Fact>
        <Fact term="Created">{when(integrator.createdOn) ?? "Unknown"}</Fact>
      </dl>
      {integrator.isActive && integrator.keyIssuedOn && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-blue-700 dark:text-sky-400">
            Token request example
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
  const activate = useActivateIntegrator(integrator.id);
  const [key, setKey] = useState<string | null>(null);
  const action = !integrator.isActive ? "Reactivate" : integrator.keyIssuedOn ? "Replace key" : "Activate";
  const consequence = !integrator.isActive
    ? "It becomes active again with a new key."
    : integrator.keyIssuedOn
      ? "The current key stops working at once: the partner cannot get new tokens until they use the new key."
      : "This issues its key, so the partner can request tokens.";
  return (
    <ModalDialog
      triggerLabel={action}
      triggerVariant={integrator.keyIssuedOn && integrator.isActive ? "secondary" : "primary"}
      triggerIcon={<KeyRound aria-hidden className="size-4" />}
      triggerAccessibleLabel={`${action} ${integrator.name}`}
      title={key ? `The key of ${integrator.name}` : `${action} ${integrator.name}?`}
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
              Copy this key now: you won&apos;t see it again. Only a hash is kept, so a lost key can only be replaced.
            </p>
            <div className="flex items-end gap-2">
              <TextField
                label="Key"
                readOnly
                value={key}
                className="min-w-0 flex-1 font-mono"
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton text={key} what="Key" label={`Copy key of ${integrator.name}`} className="px-2 py-2" />
            </div>
            <TokenRequestExample baseUrl={platformBaseUrl} integrator={integrator} integratorKey={key} />
            <Button variant="primary" onClick={close}>
              I have copied the key
            </Button>
          </div>
        ) : (
          <ConfirmRemoval
            variant="primary"
            actionLabel={action}
            pendingLabel="Issuing…"
            removal={activate}
            variables={undefined}
            done={`${integrator.name}: new key issued`}
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
  const remove = useDeleteIntegrator(integrator.id);
  return (
    <ModalDialog
      triggerLabel="Delete"
      triggerIcon={<Trash2 aria-hidden className="size-4" />}
      triggerAccessibleLabel={`Delete ${integrator.name}`}
      title={`Delete ${integrator.name}?`}
    >
      {(close) => (
        <ConfirmRemoval
          removal={remove}
          variables={undefined}
          actionLabel="Delete integrator"
          done={`${integrator.name} deleted`}
          close={close}
        >
          Its key stops getting tokens at once. It stays listed under Deleted and can be reactivated with a new key.
        </ConfirmRemoval>
      )}
    </ModalDialog>
  );
}
