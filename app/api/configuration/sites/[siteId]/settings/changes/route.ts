import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { siteSettingChangesShown } from "@/lib/contract/site-settings";
import { siteSettingChangesOf } from "@/lib/desk-offers/site-settings";
import { callPlatform } from "@/lib/client/call-platform";
import { configuration } from "@/lib/platform/operations";

// Kept under the platform's spelling of the site's id, as the settings are (404 when the site is unknown).
export const GET = bffEndpoint(configurationApi.siteSettingChanges, async ({ caller, params }) =>
  siteSettingChangesOf(
    (await callPlatform(caller, configuration.getSite, { params: { siteId: params.siteId }, query: {} })).id,
    siteSettingChangesShown,
  ),
);
