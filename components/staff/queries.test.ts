// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { StaffMember } from "@frontdesk/lib/contract/staff";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import {
  type StaffList,
  useAddStaff,
  useChangeStaff,
  useDataAccess,
  useResetFactors,
  useSetFactorPolicy,
} from "./queries";
import { api } from "@frontdesk/lib/api/areas";

// The Staff screen follows its writes without a re-read: a new member joins, a changed one replaces their entry but
// keeps the second factors the change's answer does not carry, factors reset leaves them none, and the policy is
// the one answered. The data-access audit pages by each page's next key.
const member = (id: string, name: string, factors?: StaffMember["factors"]): StaffMember => ({
  id,
  username: id.toLowerCase(),
  name,
  email: `${id.toLowerCase()}@example.test`,
  role: "reception",
  homeSiteId: null,
  homeSiteName: null,
  active: true,
  hasPassword: true,
  lastSignInAt: null,
  createdAt: "2026-01-01T00:00:00Z",
  ...(factors ? { factors } : {}),
});
const listKey = api.staff.read("list").queryKey;
const policy = { reception: false, sales: false, manager: true, admin: true };

describe("staff hooks", () => {
  afterEach(resetHookTests);

  it("adds, changes (keeping the factors the answer leaves out), resets factors and sets the policy in the list", async () => {
    stubBff({
      "POST /api/staff": [
        { json: { staff: member("S3", "Cy New"), link: { url: "https://desk.test/set", expiresAt: "2026-12-01" } } },
      ],
      "PATCH /api/staff/S1": [{ json: { ...member("S1", "Ann"), role: "sales" } }],
      "POST /api/staff/S2/factors/reset": [{ json: { factorsRemoved: 2 } }],
      "PUT /api/staff/factor-policy": [{ json: { ...policy, reception: true } }],
    });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(listKey, {
      staff: [member("S1", "Ann", ["totp"]), member("S2", "Bo", ["passkey", "totp"])],
      sites: [],
      factorPolicy: policy,
    } as StaffList);
    const { result } = renderHook(
      () => ({
        add: useAddStaff(),
        change: useChangeStaff(),
        reset: useResetFactors(),
        policy: useSetFactorPolicy(),
      }),
      { wrapper },
    );
    const list = () => client.getQueryData(listKey)!;
    act(() => result.current.add.mutate({ username: "s3" } as Parameters<typeof result.current.add.mutate>[0]));
    await waitFor(() => expect(list().staff.map((s) => s.id)).toEqual(["S1", "S2", "S3"]));
    act(() => result.current.change.mutate({ staffId: "S1", change: { role: "sales" } }));
    await waitFor(() => expect(list().staff[0]).toMatchObject({ role: "sales", factors: ["totp"] }));
    act(() => result.current.reset.mutate("S2"));
    await waitFor(() => expect(list().staff[1]?.factors).toEqual([]));
    expect(list().staff[0]?.factors).toEqual(["totp"]);
    act(() => result.current.policy.mutate({ role: "reception", required: true }));
    await waitFor(() => expect(list().factorPolicy?.reception).toBe(true));
    expect(list().staff.map((s) => s.id)).toEqual(["S1", "S2", "S3"]);
  });

  it("pages the data-access audit after each page's last entry, with the filter kept", async () => {
    const sent = stubBff({
      "GET /api/staff/data-access": (request) => ({
        json: { entries: [], next: request.query.get("after") === null ? "cursor-2" : null },
      }),
    });
    const { wrapper } = queryClientWrapper();
    const { result } = renderHook(() => useDataAccess({ staffId: "S1" }), { wrapper });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(sent.map((s) => [s.query.get("staffId"), s.query.get("after")])).toEqual([
      ["S1", null],
      ["S1", "cursor-2"],
    ]);
  });
});
