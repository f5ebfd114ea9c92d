// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { PromoCode } from "@frontdesk/lib/contract/promotions";
import { queryClientWrapper, resetHookTests, stubBff } from "../../testing/hooks";
import { useCreatePromoCode, useDiscountUsage, useSetPromoCodeActive, useUpdatePromoCode } from "./queries";

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

  it("a new code joins the list and an edited one replaces its entry as stored, the others kept", async () => {
    stubBff({
      "POST /api/configuration/promotion-codes": [{ json: code(3, true) }],
      "PUT /api/configuration/promotion-codes/1": [{ json: { ...code(1, false), maxUsage: 50, usagesRemaining: 50 } }],
    });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(codesKey, [code(1, false), code(2, true)]);
    const { result } = renderHook(() => ({ create: useCreatePromoCode(), update: useUpdatePromoCode() }), { wrapper });
    act(() => result.current.create.mutate({ code: "CODE3" } as Parameters<typeof result.current.create.mutate>[0]));
    await waitFor(() => expect(client.getQueryData(codesKey)?.map((c) => c.id)).toEqual([1, 2, 3]));
    act(() => result.current.update.mutate({ id: 1, body: { maxUsages: 50 }, ifMatch: '"v1"' }));
    await waitFor(() =>
      expect(client.getQueryData(codesKey)?.map((c) => [c.id, c.maxUsage])).toEqual([
        [1, 50],
        [2, 0],
        [3, 0],
      ]),
    );
  });

  it("discount usage is read only once searched, page by page with each page's continuation", async () => {
    const sent = stubBff({
      "GET /api/configuration/discount-usage": (request) =>
        request.query.get("continuation") === "page-2"
          ? { json: { data: [], next: null } }
          : { json: { data: [], next: "page-2" } },
    });
    const { wrapper } = queryClientWrapper();
    const { result, rerender } = renderHook(({ search }) => useDiscountUsage(search), {
      wrapper,
      initialProps: { search: null as { memberId?: string } | null },
    });
    expect(result.current.fetchStatus).toBe("idle");
    expect(sent).toHaveLength(0);
    rerender({ search: { memberId: "1001" } });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(sent.map((s) => [s.query.get("memberId"), s.query.get("continuation")])).toEqual([
      ["1001", null],
      ["1001", "page-2"],
    ]);
  });
});
