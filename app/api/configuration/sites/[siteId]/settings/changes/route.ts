import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { getSite } from "@/lib/client/configuration";
import { siteSettingChangesShown } from "@/lib/contract/site-settings";
import { siteSettingChangesOf } from "@/lib/desk-offers/site-settings";

// Kept under the platform's spelling of the site's id, as the settings are (404 when the site is unknown).
export const GET = bffEndpoint(configurationApi.siteSettingChanges, async ({ caller, params }) =>
  siteSettingChangesOf((await getSite(caller, params.siteId)).id, siteSettingChangesShown),
);
