"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Eye, EyeOff, Plus, Trash2 } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { ConfirmRemoval } from "@/components/ui/confirm-removal";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { AddVersionForm, CreateMobileAppForm } from "./mobile-app-forms";
import type { MaskedMobileAppIdentifier, MaskedMobileAppVersion } from "@frontdesk/lib/contract/mobile-apps";
import { useDeleteMobileApp, useDeleteVersion, useEnvironments, useMobileApps, useRevealSecret } from "./queries";
import { SecretRevealTrail } from "./secret-reveal-trail";
import { useTranslations } from "@/components/ui/catalogue";

/** Mobile-app identifiers with their versions; secrets masked, revealed or copied one at a time. */
export function MobileAppScreen() {
  const t = useTranslations("Configuration");
  const apps = useMobileApps();
  const environments = useEnvironments(); // loaded with the apps, so the versions' column never fills in later
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t("mobileApps.title")}</h1>
          <p className="mt-1 mb-6 max-w-2xl text-sm text-slate-600 dark:text-slate-300">{t("apps.intro")}</p>
        </div>
        <ModalDialog
          triggerLabel={t("apps.register")}
          triggerVariant="primary"
          triggerIcon={<Plus aria-hidden className="size-4" />}
          title={t("apps.registerTitle")}
        >
          {(close) => <CreateMobileAppForm onCreated={close} />}
        </ModalDialog>
      </div>
      {apps.isPending || environments.isPending ? (
        <LoadingState label={t("apps.loading")} />
      ) : apps.isError ? (
        <ErrorState message={messageOf(apps.error)} onRetry={() => void apps.refetch()} />
      ) : apps.data.length === 0 ? (
        <EmptyState>{t("apps.none")}</EmptyState>
      ) : (
        <ul className="space-y-4">
          {apps.data.map((app) => (
            <MobileAppCard key={app.id} app={app} />
          ))}
        </ul>
      )}
      <SecretRevealTrail />
    </div>
  );
}

function MobileAppCard({ app }: { app: MaskedMobileAppIdentifier }) {
  const t = useTranslations("Configuration");
  const headingId = `app-${app.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="font-mono text-lg font-semibold break-all">
            {app.appBundleId}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t("apps.oneSignalId")} <span className="font-mono">{app.oneSignalAppId}</span> ·{" "}
            {t("apps.identifier", { id: app.id })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ModalDialog
            triggerLabel={t("apps.addVersion")}
            triggerAccessibleLabel={t("apps.addVersionTo", { app: app.appBundleId })}
            triggerIcon={<Plus aria-hidden className="size-4" />}
            title={t("apps.addVersionTitle", { app: app.appBundleId })}
          >
            {(close) => <AddVersionForm identifierId={app.id} appBundleId={app.appBundleId} onAdded={close} />}
          </ModalDialog>
          <DeleteAppDialog app={app} />
        </div>
      </div>
      {app.versions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t("apps.noVersions")}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">{t("apps.versionsOf", { app: app.appBundleId })}</caption>
          <thead className="text-xs tracking-wide text-slate-600 uppercase dark:text-slate-400">
            <tr>
              <th scope="col" className="py-1 pr-4">
                {t("apps.version")}
              </th>
              <th scope="col" className="py-1 pr-4">
                {t("apps.secret")}
              </th>
              <th scope="col" className="py-1 pr-4">
                {t("apps.environments")}
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">{t("actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {app.versions.map((version) => (
              <VersionRow key={version.id} app={app} version={version} />
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

/** The operator's environments this version is connected to (one read for the whole list). */
function VersionEnvironments({ versionId }: { versionId: number }) {
  const t = useTranslations("Configuration");
  const environments = useEnvironments();
  if (!environments.data) return <span className="text-red-700 dark:text-red-300">{t("apps.environmentsFailed")}</span>;
  const names = environments.data.filter((e) => e.versionIds.includes(versionId)).map((e) => e.name);
  return <span>{names.length ? names.join(", ") : t("apps.none2")}</span>;
}

function VersionRow({ app, version }: { app: MaskedMobileAppIdentifier; version: MaskedMobileAppVersion }) {
  const t = useTranslations("Configuration");
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = useDeleteVersion(app.id);
  const reveal = useRevealSecret(app.id, version.id);
  const label = `${app.appBundleId} ${version.appVersion}`;

  const fetchSecret = async () => {
    setBusy(true);
    try {
      return await reveal();
    } finally {
      setBusy(false);
    }
  };
  const toggle = async () => {
    if (secret) return setSecret(null);
    try {
      setSecret(await fetchSecret());
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-800">
      <td className="py-2 pr-4 font-mono">{version.appVersion}</td>
      <td className="py-2 pr-4">
        {secret ? (
          <code className="block max-w-xl text-xs break-all">
            <span className="sr-only">{t("apps.secretOf", { label })} </span>
            {secret}
          </code>
        ) : (
          <span className="font-mono text-slate-600 dark:text-slate-300">
            <span className="sr-only">{t("apps.secretHidden", { label })} </span>
            <span aria-hidden>{"•".repeat(12)}</span>
            {version.secretEnding}
          </span>
        )}
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {t("apps.characters", { count: version.secretLength })}
        </span>
      </td>
      <td className="py-2 pr-4">
        <VersionEnvironments versionId={version.id} />
      </td>
      <td className="py-2 text-right whitespace-nowrap">
        <Button
          variant="ghost"
          className="px-2 py-1"
          onClick={() => void toggle()}
          disabled={busy}
          aria-label={t(secret ? "apps.hideSecretOf" : "apps.revealSecretOf", { label })}
        >
          {secret ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          {secret ? t("apps.hide") : t("apps.reveal")}
        </Button>
        <CopyButton
          variant="ghost"
          text={() => (secret ? Promise.resolve(secret) : fetchSecret())}
          what={t("apps.secretWhat", { label })}
          label={t("apps.copySecretOf", { label })}
        />
        <ModalDialog
          triggerLabel={t("integrators.delete")}
          triggerVariant="ghost"
          triggerIcon={<Trash2 aria-hidden className="size-4" />}
          triggerAccessibleLabel={t("apps.deleteVersionOf", { label })}
          title={t("apps.deleteVersionQuestion", { version: version.appVersion })}
        >
          {(close) => (
            <ConfirmRemoval
              removal={remove}
              variables={version.id}
              actionLabel={t("apps.deleteVersion")}
              done={t("apps.versionDeleted", { label })}
              close={close}
            >
              {t("apps.deleteVersionConsequence", { app: app.appBundleId })}
            </ConfirmRemoval>
          )}
        </ModalDialog>
      </td>
    </tr>
  );
}

function DeleteAppDialog({ app }: { app: MaskedMobileAppIdentifier }) {
  const t = useTranslations("Configuration");
  const remove = useDeleteMobileApp(app.id);
  return (
    <ModalDialog
      triggerLabel={t("apps.deleteApp")}
      triggerIcon={<Trash2 aria-hidden className="size-4" />}
      triggerAccessibleLabel={t("apps.deleteAppOf", { app: app.appBundleId })}
      title={t("integrators.deleteQuestion", { name: app.appBundleId })}
    >
      {(close) => (
        <ConfirmRemoval
          removal={remove}
          variables={undefined}
          actionLabel={t("apps.deleteApp")}
          done={t("integrators.deleted", { name: app.appBundleId })}
          close={close}
        >
          {t("apps.deleteAppConsequence", { count: app.versions.length })}
        </ConfirmRemoval>
      )}
    </ModalDialog>
  );
}
