import { configurationApi } from "@frontdesk/lib/api/configuration";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { siteSettingChangesShown } from "@frontdesk/lib/contract/site-settings";
import { siteSettingChangesOf } from "@frontdesk/lib/desk-offers/site-settings";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

// Kept under the platform's spelling of the site's id, as the settings are (404 when the site is unknown).
export const GET = bffEndpoint(configurationApi.siteSettingChanges, async ({ caller, params }) =>
  siteSettingChangesOf(
    (await callPlatform(caller, configuration.getSite, { params: { siteId: params.siteId }, query: {} })).id,
    siteSettingChangesShown,
  ),
);
