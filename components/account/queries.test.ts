// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useRemoveFactor, useRenameFactor } from "./queries";

// My second factors: after any change, made or refused, the list is read again (a refusal may mean it changed).
describe("my factor hooks", () => {
  afterEach(resetHookTests);

  it("a factor renamed or a refused removal reads my factors again", async () => {
    const sent = stubBff({
      "PATCH /api/session/factors/3": [{ status: 204 }],
      "DELETE /api/session/factors/4": [
        { problem: { type: "about:blank", title: "Conflict", status: 409, detail: "Keep one second factor." } },
      ],
    });
    const { client, wrapper } = queryClientWrapper();
    const mine = api.factors.read("mine").queryKey;
    client.setQueryData(mine, {} as never);
    const { result } = renderHook(() => ({ rename: useRenameFactor(), remove: useRemoveFactor() }), { wrapper });
    act(() => result.current.rename.mutate({ factorId: 3, name: "Work phone" }));
    await waitFor(() => expect(client.getQueryState(mine)?.isInvalidated).toBe(true));
    client.setQueryData(mine, {} as never);
    act(() => result.current.remove.mutate(4));
    await waitFor(() => expect(result.current.remove.error?.message).toBe("Keep one second factor."));
    await waitFor(() => expect(client.getQueryState(mine)?.isInvalidated).toBe(true));
    expect(sent[0]?.body).toEqual({ name: "Work phone" });
  });
});
