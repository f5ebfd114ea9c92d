import { describe, expect, it } from "vitest";
import { call, expectEmpty, expectGate, expectModelState, expectText, fixtures } from "../testing";
import { memberScopeMessage } from "../http/app";
import { createMember, link, memberToken } from "./test-members";

const { guardian, dependant, unlinked } = fixtures.members;
const home = {
  addressLine1: "1 High Street",
  addressLine2: "Headingley",
  addressLine3: "",
  townCity: "Leeds",
  region: "West Yorkshire",
  postalCode: "LS6 1AA",
  country: "UK",
};
const work = {
  addressLine1: "2 Office Park",
  addressLine2: "",
  addressLine3: "",
  townCity: "Leeds",
  region: "",
  postalCode: "LS1 1AA",
  country: "UK",
};

async function member() {
  const id = await createMember();
  const auth = await memberToken(id, ["CONSUMER"], ["ONLINEBOOK"]);
  const put = (body: unknown) => call("PUT", `/api/members/${id}/addresses`, { token: auth, body });
  const read = async () => (await call("GET", `/api/members/${id}/addresses`, { token: auth })).json();
  return { id, auth, put, read };
}

describe("PUT /api/members/{memberId}/addresses (endpoint 16)", () => {
  it("stores both addresses and reads them back", async () => {
    const m = await member();
    expect(await m.read()).toEqual({ memberId: m.id, address1: null, address2: null });
    await expectEmpty(await m.put({ address1: { ...home, isPrimary: true }, address2: work }), 204);
    expect(await m.read()).toEqual({
      memberId: m.id,
      address1: { ...home, isPrimary: true },
      address2: { ...work, isPrimary: false },
    });
  });

  it("leaves an omitted address untouched and replaces an included one whole (omitted lines become empty)", async () => {
    const m = await member();
    await m.put({ address1: { ...home, isPrimary: true }, address2: work });
    await expectEmpty(await m.put({ address2: { addressLine1: "New work" } }), 204);
    const after = await m.read();
    expect(after.address1).toEqual({ ...home, isPrimary: true });
    expect(after.address2).toEqual({
      addressLine1: "New work",
      addressLine2: "",
      addressLine3: "",
      townCity: "",
      region: "",
      postalCode: "",
      country: "",
      isPrimary: false,
    });
  });

  it("isPrimary: true makes that address primary, false makes the other one primary, omitted keeps, address2 wins", async () => {
    const m = await member();
    await m.put({ address1: home, address2: { ...work, isPrimary: true } });
    expect((await m.read()).address2.isPrimary).toBe(true);
    await m.put({ address2: { ...work, isPrimary: false } }); // false on work: home becomes primary
    let now = await m.read();
    expect([now.address1.isPrimary, now.address2.isPrimary]).toEqual([true, false]);
    await m.put({ address1: { ...home } }); // omitted on both keeps
    now = await m.read();
    expect([now.address1.isPrimary, now.address2.isPrimary]).toEqual([true, false]);
    await m.put({ address1: { ...home, isPrimary: false } }); // false on home: work becomes primary
    now = await m.read();
    expect([now.address1.isPrimary, now.address2.isPrimary]).toEqual([false, true]);
    await m.put({ address1: { ...home, isPrimary: false }, address2: { ...work, isPrimary: false } }); // address2 applied last wins: home
    now = await m.read();
    expect([now.address1.isPrimary, now.address2.isPrimary]).toEqual([true, false]);
  });

  it("answers 400 plain text for isPrimary true on both", async () => {
    const m = await member();
    await expectText(
      await m.put({ address1: { ...home, isPrimary: true }, address2: { ...work, isPrimary: true } }),
      400,
      "Only one of the given addresses can be marked as primary",
    );
    expect(await m.read()).toEqual({ memberId: m.id, address1: null, address2: null });
  });

  it("answers 400 plain text when the primary address would be blank", async () => {
    const m = await member();
    await expectText(
      await m.put({ address1: { isPrimary: true } }),
      400,
      "Cannot have a primary address with empty values",
    );
    await expectText(
      await m.put({ address1: { ...home, isPrimary: false } }),
      400,
      "Cannot have a primary address with empty values",
    ); // work would be primary and does not exist
    await m.put({ address1: { ...home, isPrimary: true } });
    await expectText(
      await m.put({ address1: { addressLine1: "  " } }),
      400,
      "Cannot have a primary address with empty values",
    ); // replacing the primary with blanks
    expect((await m.read()).address1).toEqual({ ...home, isPrimary: true });
    await expectEmpty(await m.put({ address2: {} }), 204); // a blank non-primary address is allowed
  });

  it("answers 400 model-state objects keyed by field for length breaches", async () => {
    const m = await member();
    await expectModelState(
      await m.put({ address1: { ...home, addressLine1: "a".repeat(76) } }),
      400,
      "AddressLine1",
      "AddressLine1 cannot be more than 75 characters",
    );
    const body = await expectModelState(
      await m.put({
        address1: { postalCode: "p".repeat(26), townCity: "t".repeat(76), region: "r".repeat(76) },
        address2: { country: "c".repeat(26), addressLine3: "3".repeat(76) },
      }),
      400,
      "PostalCode",
      "PostalCode cannot be more than 25 characters",
    );
    expect(body).toEqual({
      PostalCode: ["PostalCode cannot be more than 25 characters"],
      TownCity: ["TownCity cannot be more than 75 characters"],
      Region: ["Region cannot be more than 75 characters"],
      Country: ["Country cannot be more than 25 characters"],
      AddressLine3: ["AddressLine3 cannot be more than 75 characters"],
    });
    await expectEmpty(
      await m.put({
        address1: {
          ...home,
          addressLine1: "a".repeat(75),
          postalCode: "p".repeat(25),
          country: "c".repeat(25),
          isPrimary: true,
        },
      }),
      204,
    );
  });

  it("answers a clear 400 model-state for an explicit null line (the original's 500)", async () => {
    const m = await member();
    await expectModelState(
      await m.put({ address1: { ...home, addressLine2: null } }),
      400,
      "AddressLine2",
      "AddressLine2 cannot be null; send an empty string",
    );
    await expectModelState(
      await m.put({ address1: { ...home, townCity: 7 } }),
      400,
      "TownCity",
      "TownCity must be a string",
    );
    await expectModelState(
      await m.put({ address1: { ...home, isPrimary: "yes" } }),
      400,
      "IsPrimary",
      "IsPrimary must be a boolean",
    );
  });

  it("answers 404 plain text for an unknown member (after body validation)", async () => {
    const unknown = fixtures.unknownMemberId;
    await expectText(
      await call("PUT", `/api/members/${unknown}/addresses`, {
        token: await memberToken(unknown),
        body: { address1: home },
      }),
      404,
      `Member with ID ${unknown} does not exist`,
    );
    await expectText(
      await call("GET", `/api/members/${unknown}/addresses`, { token: await memberToken(unknown) }),
      404,
      `Member with ID ${unknown} does not exist`,
    );
  });

  it("lets a guardian change a dependant's addresses and refuses an unlinked member", async () => {
    const parent = await createMember();
    const child = await createMember({ dateOfBirth: "2015-05-05" });
    await link(parent, child);
    await expectEmpty(
      await call("PUT", `/api/members/${child}/addresses`, {
        token: await memberToken(parent),
        body: { address1: { ...home, isPrimary: true } },
      }),
      204,
    );
    await expectText(
      await call("PUT", `/api/members/${guardian}/addresses`, {
        token: await memberToken(unlinked),
        body: { address1: home },
      }),
      403,
      memberScopeMessage,
    );
    await expectText(
      await call("GET", `/api/members/${guardian}/addresses`, { token: await memberToken(unlinked) }),
      403,
      memberScopeMessage,
    );
    expect(
      (await call("GET", `/api/members/${dependant}/addresses`, { token: await memberToken(guardian) })).status,
    ).toBe(200);
  });

  it("reads the guardian's seeded home and work addresses", async () => {
    const body = await (
      await call("GET", `/api/members/${guardian}/addresses`, { token: await memberToken(guardian) })
    ).json();
    expect(body.address1.isPrimary).toBe(true);
    expect(body.address2.addressLine1).not.toBe("");
  });

  it("has the gate", async () => {
    await expectGate("PUT", `/api/members/${guardian}/addresses`, { address1: home });
    await expectGate("GET", `/api/members/${guardian}/addresses`);
  });
});
