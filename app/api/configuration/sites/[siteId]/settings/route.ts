import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { getSite } from "@/lib/client/configuration";
import { readSiteSettings, saveSiteSettings } from "@/lib/desk-offers/site-settings";

// The platform answers for the site (404 when unknown) and spells its id: settings are kept under that spelling.
export const GET = bffEndpoint(configurationApi.siteSettings, async ({ caller, params }) =>
  readSiteSettings((await getSite(caller, params.siteId)).id),
);

export const PUT = bffEndpoint(configurationApi.saveSiteSettings, async ({ req, caller, params, body }) => {
  const { id } = await getSite(caller, params.siteId);
  await requireUnchanged(req, () => readSiteSettings(id));
  return saveSiteSettings(caller, id, body);
});
