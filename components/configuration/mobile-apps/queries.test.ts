// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { MaskedMobileAppIdentifier, MaskedMobileAppVersion } from "@frontdesk/lib/contract/mobile-apps";
import { queryClientWrapper, resetHookTests, stubBff } from "../../testing/hooks";
import { useAddVersion, useCreateMobileApp, useDeleteMobileApp, useDeleteVersion, useRevealSecret } from "./queries";

// The mobile apps list follows each write without a re-read (an app added or deleted, a version added or deleted
// under its own app only), and a secret shown is recorded in the trail, which is read again.
const listKey = api.mobileApps.read("mobileApps").queryKey;
const revealsKey = api.mobileApps.read("secretReveals").queryKey;
const version = (id: number): MaskedMobileAppVersion => ({
  id,
  appVersion: `1.${id}`,
  secretEnding: "x9Zq",
  secretLength: 256,
});
const app = (id: number, versions: MaskedMobileAppVersion[] = []): MaskedMobileAppIdentifier => ({
  id,
  appBundleId: `com.example.app${id}`,
  oneSignalAppId: `one-signal-${id}`,
  versions,
});
const path = "/api/configuration/mobile-apps";
const seeded = () => {
  const { client, wrapper } = queryClientWrapper();
  client.setQueryData(listKey, [app(1, [version(10), version(11)]), app(2, [version(20)])]);
  const list = () => client.getQueryData(listKey)!;
  return { client, wrapper, list };
};

describe("mobile app hooks", () => {
  afterEach(resetHookTests);

  it("an app added joins the list; a version added or deleted changes its own app only; an app deleted leaves", async () => {
    stubBff({
      [`POST ${path}`]: [{ json: app(3, [version(30)]) }],
      [`POST ${path}/2/versions`]: [{ json: version(21) }],
      [`DELETE ${path}/1/versions/10`]: [{ status: 204 }],
      [`DELETE ${path}/2`]: [{ status: 204 }],
    });
    const { wrapper, list } = seeded();
    const { result } = renderHook(
      () => ({
        create: useCreateMobileApp(),
        addTo2: useAddVersion(2),
        deleteFrom1: useDeleteVersion(1),
        delete2: useDeleteMobileApp(2),
      }),
      { wrapper },
    );
    const versions = () => list().map((a) => [a.id, a.versions.map((v) => v.id)]);
    act(() =>
      result.current.create.mutate({ appBundleId: "com.example.app3" } as Parameters<
        typeof result.current.create.mutate
      >[0]),
    );
    await waitFor(() => expect(list().map((a) => a.id)).toEqual([1, 2, 3]));
    act(() =>
      result.current.addTo2.mutate({ appVersion: "1.21" } as Parameters<typeof result.current.addTo2.mutate>[0]),
    );
    await waitFor(() =>
      expect(versions()).toEqual([
        [1, [10, 11]],
        [2, [20, 21]],
        [3, [30]],
      ]),
    );
    act(() => result.current.deleteFrom1.mutate(10));
    await waitFor(() =>
      expect(versions()).toEqual([
        [1, [11]],
        [2, [20, 21]],
        [3, [30]],
      ]),
    );
    act(() => result.current.delete2.mutate());
    await waitFor(() => expect(list().map((a) => a.id)).toEqual([1, 3]));
  });

  it("a secret revealed is answered as text, and the trail of reveals is read again", async () => {
    stubBff({ [`POST ${path}/1/versions/11/secret`]: [{ json: { appSecret: "s3cr3t" } }] });
    const { client, wrapper } = seeded();
    client.setQueryData(revealsKey, []);
    const { result } = renderHook(() => useRevealSecret(1, 11), { wrapper });
    let secret: string | undefined;
    await act(async () => void (secret = await result.current()));
    expect(secret).toBe("s3cr3t");
    expect(client.getQueryState(revealsKey)?.isInvalidated).toBe(true);
  });
});
