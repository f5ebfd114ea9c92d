import { configurationApi } from "@frontdesk/lib/api/configuration";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import { readSiteSettings, saveSiteSettings } from "@frontdesk/lib/desk-offers/site-settings";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

// The platform answers for the site (404 when unknown) and spells its id: settings are kept under that spelling.
export const GET = bffEndpoint(configurationApi.siteSettings, async ({ caller, params }) =>
  readSiteSettings(
    (await callPlatform(caller, configuration.getSite, { params: { siteId: params.siteId }, query: {} })).id,
  ),
);

export const PUT = bffEndpoint(configurationApi.saveSiteSettings, async ({ req, caller, params, body }) => {
  const { id } = await callPlatform(caller, configuration.getSite, { params: { siteId: params.siteId }, query: {} });
  await requireUnchanged(req, () => readSiteSettings(id));
  return saveSiteSettings(caller, id, body);
});
