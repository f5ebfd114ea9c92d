// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { CostCentre } from "@frontdesk/lib/contract/configuration";
import { queryClientWrapper, resetHookTests, stubBff } from "../../testing/hooks";
import { useUpdateCostCentre } from "./queries";

// A cost centre's partial update (the platform answers 204): the list shows the fields sent at once, keeps the ones
// not sent, and is then read again.
const listKey = api.configuration.read("costCentres").queryKey;
const centres: CostCentre[] = [
  { id: "CC1", description: "Gym", reference: "G-01" },
  { id: "CC2", description: "Pool", reference: "P-01" },
];

describe("useUpdateCostCentre", () => {
  afterEach(resetHookTests);

  it("shows the fields sent on that cost centre only, keeps the rest, then reads the list again", async () => {
    const sent = stubBff({ "PUT /api/configuration/cost-centres/CC2": [{ status: 204 }] });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(listKey, centres);
    const { result } = renderHook(() => useUpdateCostCentre(), { wrapper });
    act(() =>
      result.current.mutate({ id: "CC2", body: { description: "Pool and spa", reference: null }, ifMatch: '"v3"' }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData(listKey)).toEqual([
      { id: "CC1", description: "Gym", reference: "G-01" },
      { id: "CC2", description: "Pool and spa", reference: "P-01" },
    ]);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(sent[0]).toMatchObject({ ifMatch: '"v3"', body: { description: "Pool and spa", reference: null } });
  });

  it("a refused update leaves the list as it was", async () => {
    stubBff({
      "PUT /api/configuration/cost-centres/CC1": [
        { problem: { type: "about:blank", title: "Precondition Failed", status: 412, detail: "Changed meanwhile." } },
      ],
    });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(listKey, centres);
    const { result } = renderHook(() => useUpdateCostCentre(), { wrapper });
    act(() => result.current.mutate({ id: "CC1", body: { reference: "G-02" } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData(listKey)).toEqual(centres);
  });
});
