// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { GlobalIntegrator } from "@frontdesk/lib/contract/integrators";
import { queryClientWrapper, resetHookTests, stubBff } from "../../testing/hooks";
import { useActivateIntegrator, useCreateIntegrator, useDeleteIntegrator } from "./queries";

// The integrators list: a new one takes its place by name, a deleted one shows inactive, and an activation's key is
// shown before the list is read again (a reactivated integrator moves list, which would close its dialog).
const listKey = api.integrators.read("integrators").queryKey;
const integrator = (id: number, name: string, isActive = true): GlobalIntegrator => ({
  id,
  name,
  description: null,
  origin: "https://example.test",
  logoUrl: null,
  isGlobal: true,
  isBillable: false,
  environmentId: null,
  allowedScopes: null,
  canRead: true,
  canWrite: false,
  canDelete: false,
  rateLimitPerMinute: 60,
  rateLimitPerHour: 1000,
  isActive,
  createdOn: null,
  modifiedOn: null,
  keyIssuedOn: null,
  lastTokenIssuedOn: null,
});
const path = "/api/configuration/integrators";

describe("integrator hooks", () => {
  afterEach(resetHookTests);

  it("a new integrator is put in the list in its place by name", async () => {
    stubBff({ [`POST ${path}`]: [{ json: integrator(9, "Bookwise") }] });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(listKey, [integrator(3, "Activa"), integrator(4, "Clubhub")]);
    const { result } = renderHook(() => useCreateIntegrator(), { wrapper });
    act(() =>
      result.current.mutate({
        name: "Bookwise",
        origin: "https://example.test",
      } as Parameters<typeof result.current.mutate>[0]),
    );
    await waitFor(() =>
      expect(client.getQueryData(listKey)?.map((i) => i.name)).toEqual(["Activa", "Bookwise", "Clubhub"]),
    );
  });

  it("a deleted integrator shows inactive at once, and the list is read again", async () => {
    stubBff({ [`DELETE ${path}/4`]: [{ status: 204 }] });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(listKey, [integrator(3, "Activa"), integrator(4, "Clubhub")]);
    const { result } = renderHook(() => useDeleteIntegrator(4), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(client.getQueryData(listKey)?.map((i) => i.isActive)).toEqual([true, false]));
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it("an activation answers the key and reads the list again only once the key has been shown (done)", async () => {
    stubBff({ [`POST ${path}/3/activate`]: [{ json: { ...integrator(3, "Activa"), key: "secret-key-once" } }] });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(listKey, [integrator(3, "Activa", false)]);
    const { result } = renderHook(() => useActivateIntegrator(3), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.data?.key).toBe("secret-key-once"));
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(false);
    act(() => result.current.done());
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });
});
