// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { SiteSettings } from "@frontdesk/lib/contract/site-settings";
import { queryClientWrapper, resetHookTests, stubBff } from "../../testing/hooks";
import { useSaveSiteSettings, useSiteSettings } from "./queries";

// A site's reads are asked by its id as the platform spells it (upper case), however the address typed it, so one
// entry holds the site; a save puts the settings as stored there and reads the site's changes again.
const settings = (holdMinutes: number): SiteSettings => ({
  siteId: "LEEDS",
  holdMinutes,
  ownHoldMinutes: true,
  autoOffer: false,
  recordsLeaving: false,
  updatedBy: "MANAGER1",
  updatedByName: "Mo Manager",
  updatedAt: "2026-11-29T10:00:00Z",
});
const settingsKey = api.configuration.read("siteSettings", { params: { siteId: "LEEDS" } }).queryKey;
const changesKey = api.configuration.read("siteSettingChanges", { params: { siteId: "LEEDS" } }).queryKey;

describe("site hooks", () => {
  afterEach(resetHookTests);

  it("reads the settings of a site typed in lower case under its platform id", async () => {
    const sent = stubBff({ "GET /api/configuration/sites/LEEDS/settings": [{ json: settings(120) }] });
    const { client, wrapper } = queryClientWrapper();
    const { result } = renderHook(() => useSiteSettings("leeds"), { wrapper });
    await waitFor(() => expect(result.current.data?.holdMinutes).toBe(120));
    expect(client.getQueryData(settingsKey)).toEqual(settings(120));
    expect(sent.map((s) => s.path)).toEqual(["/api/configuration/sites/LEEDS/settings"]);
  });

  it("a save is the site's settings at once, under the one entry, and the changes are read again", async () => {
    stubBff({ "PUT /api/configuration/sites/leeds/settings": [{ json: settings(45) }] });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(settingsKey, settings(120));
    client.setQueryData(changesKey, []);
    const { result } = renderHook(() => useSaveSiteSettings("leeds"), { wrapper });
    act(() => result.current.mutate({ body: { holdMinutes: 45 }, ifMatch: '"v2"' }));
    await waitFor(() => expect(client.getQueryData(settingsKey)?.holdMinutes).toBe(45));
    expect(client.getQueryState(changesKey)?.isInvalidated).toBe(true);
  });
});
