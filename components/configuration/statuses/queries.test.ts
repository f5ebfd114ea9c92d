// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { MemberStatus } from "@frontdesk/lib/contract/configuration";
import { queryClientWrapper, resetHookTests, stubBff } from "../../testing/hooks";
import { useUpdateStatus } from "./queries";

// A status saved is put in the cache under its id as the platform spells it (however the address typed it), and the
// list of statuses is read again.
const status = (description: string): MemberStatus => ({
  id: "FULL",
  description,
  backColourHex: "#FFFFFF",
  textColourHex: "#000000",
  collectSalesInvoices: true,
  treatMembersAsExpired: false,
  freezeSubscriptions: false,
  prospectStatus: false,
});

describe("useUpdateStatus", () => {
  afterEach(resetHookTests);

  it("puts the status as stored under its one entry and reads the list again", async () => {
    const sent = stubBff({ "PUT /api/configuration/statuses/full": [{ json: status("Full member") }] });
    const { client, wrapper } = queryClientWrapper();
    const one = api.configuration.read("status", { params: { statusId: "FULL" } }).queryKey;
    const list = api.configuration.read("statuses").queryKey;
    client.setQueryData(one, status("Full"));
    client.setQueryData(list, [status("Full")]);
    const { result } = renderHook(() => useUpdateStatus("full"), { wrapper });
    act(() => result.current.mutate({ body: { description: "Full member" }, ifMatch: '"v1"' }));
    await waitFor(() => expect(client.getQueryData(one)?.description).toBe("Full member"));
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
    expect(sent[0]?.ifMatch).toBe('"v1"');
  });
});
