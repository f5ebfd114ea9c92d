// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@/lib/api/areas";
import type { PromoCode } from "@/lib/contract/promotions";
import { queryClientWrapper, resetHookTests, stubBff } from "../../testing/hooks";
import { useSetPromoCodeActive } from "./queries";

// Switching a code on or off shows at once; the platform's refusal puts the list back as it was, its answer as stored.
const codesKey = api.configuration.read("promoCodes", { query: { includeInactive: "true" } }).queryKey;
const code = (id: number, active: boolean): PromoCode => ({
  id,
  code: `CODE${id}`,
  validFrom: "2026-01-01T00:00:00",
  validTo: "2026-12-31T00:00:00",
  maxUsage: 0,
  usagesRemaining: 0,
  active,
  autoApply: false,
  discountIds: [1],
});

describe("promotion code hooks", () => {
  afterEach(resetHookTests);

  it("a switch shows at once and stays as the platform stored it; a refused one is put back", async () => {
    let answer!: (value: { json: PromoCode } | { problem: { type: string; title: string; status: number } }) => void;
    stubBff({
      "PUT /api/configuration/promotion-codes/1": () => new Promise((resolve) => (answer = resolve)),
      "PUT /api/configuration/promotion-codes/2": [
        { problem: { type: "about:blank", title: "Code 2 is in use", status: 409 } },
      ],
    });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(codesKey, [code(1, false), code(2, true)]);
    const { result } = renderHook(() => useSetPromoCodeActive(), { wrapper });

    act(() => result.current.mutate({ id: 1, active: true }));
    await waitFor(() => expect(client.getQueryData(codesKey)?.[0]?.active).toBe(true)); // before the answer
    await waitFor(() => expect(answer).toBeTypeOf("function")); // the request is out (its area loads first)
    expect(client.getQueryData(codesKey)?.[0]?.active).toBe(true);
    act(() => answer({ json: { ...code(1, true), usagesRemaining: 0 } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData(codesKey)?.map((c) => c.active)).toEqual([true, true]);

    act(() => result.current.mutate({ id: 2, active: false }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData(codesKey)?.map((c) => c.active)).toEqual([true, true]);
  });
});
