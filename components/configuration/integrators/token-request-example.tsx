import { CopyButton } from "@/components/ui/copy-button";
import type { GlobalIntegrator } from "@frontdesk/lib/contract/integrators";
import { useTranslations } from "@/components/ui/catalogue";

/** The client-credentials request an integrator sends (sandbox-contract §3), ready to paste into a shell. */
function tokenRequestExample(baseUrl: string, integrator: Pick<GlobalIntegrator, "id" | "origin">, key = "YOUR_KEY") {
  return [
    `curl -X POST '${baseUrl}/connect/token' \\`,
    `  -H 'Content-Type: application/x-www-form-urlencoded' \\`,
    `  -H 'Origin: ${integrator.origin}' \\`,
    `  -d grant_type=client_credentials \\`,
    `  -d client_id=${integrator.id} \\`,
    `  -d 'client_secret=${key}'`,
  ].join("\n");
}

export function TokenRequestExample({
  baseUrl,
  integrator,
  integratorKey,
}: {
  baseUrl: string;
  integrator: GlobalIntegrator;
  integratorKey?: string;
}) {
  const t = useTranslations("Configuration");
  const example = tokenRequestExample(baseUrl, integrator, integratorKey);
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium">{t("integrators.example")}</p>
        <CopyButton
          text={example}
          what={t("integrators.example")}
          label={t("integrators.copyExample", { name: integrator.name })}
        />
      </div>
      <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs whitespace-pre-wrap break-all dark:bg-slate-800">
        <code>{example}</code>
      </pre>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("integrators.exampleNote")}</p>
    </div>
  );
}
