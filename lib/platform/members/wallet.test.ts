import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, database, expectEmpty, expectGate, expectText, fixtures } from "../testing";
import { memberScopeMessage } from "../http/app";
import { walletCards } from "../db/schema";
import { createMember, link, memberToken } from "./test-members";

const { guardian, dependant, unlinked, walletNoCard, noWallet, cardNoReference } = fixtures.members;

describe("GET /api/members/{memberId}/rcp-card (endpoint 2)", () => {
  it("reads the guardian's verified designated card (rcpCardId a string)", async () => {
    const response = await call("GET", `/api/members/${guardian}/rcp-card`, {
      token: await memberToken(guardian, ["CONSUMER"], ["ONLINEJOIN"]),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      rcpCardId: String(fixtures.wallet.guardianDesignatedCardId),
      verified: true,
    });
  });

  it("gives rcpCardId null and verified false for a wallet without designation", async () => {
    expect(
      await (
        await call("GET", `/api/members/${walletNoCard}/rcp-card`, { token: await memberToken(walletNoCard) })
      ).json(),
    ).toEqual({ rcpCardId: null, verified: false });
  });

  it("gives verified false for a card designated by the PUT alone", async () => {
    const body = await (
      await call("GET", `/api/members/${cardNoReference}/rcp-card`, { token: await memberToken(cardNoReference) })
    ).json();
    expect(body.rcpCardId).toEqual(expect.any(String));
    expect(body.verified).toBe(false);
  });

  it("answers 404 plain text when the member has no wallet (also for an unknown member)", async () => {
    await expectText(
      await call("GET", `/api/members/${noWallet}/rcp-card`, { token: await memberToken(noWallet) }),
      404,
      `Member Wallet with id ${noWallet} was not found.`,
    );
    const unknown = fixtures.unknownMemberId;
    await expectText(
      await call("GET", `/api/members/${unknown}/rcp-card`, { token: await memberToken(unknown) }),
      404,
      `Member Wallet with id ${unknown} was not found.`,
    );
  });

  it("lets a guardian read the dependant and refuses an unlinked member", async () => {
    expect(
      (await call("GET", `/api/members/${dependant}/rcp-card`, { token: await memberToken(guardian) })).status,
    ).toBe(404); // dependant has no wallet
    await expectText(
      await call("GET", `/api/members/${guardian}/rcp-card`, { token: await memberToken(unlinked) }),
      403,
      memberScopeMessage,
    );
  });

  it("has the gate", async () => {
    await expectGate("GET", `/api/members/${guardian}/rcp-card`);
  });
});

describe("wallet: save, verify, designate, list, remove", () => {
  it("creates the wallet with the first card; designating on save captures the reference (verified true)", async () => {
    const id = await createMember();
    const auth = await memberToken(id);
    await expectText(
      await call("GET", `/api/members/${id}/rcp-card`, { token: auth }),
      404,
      `Member Wallet with id ${id} was not found.`,
    );

    const saved = await call("POST", `/api/members/${id}/wallet/card`, {
      token: auth,
      body: { provider: "sandbox", cardToken: "tok_visa_4242", holderName: "T Member" },
    });
    expect(saved.status).toBe(201);
    const first = await saved.json();
    expect(first).toEqual({
      card: {
        cardID: expect.any(Number),
        brand: "Visa",
        last4: "4242",
        expiryMonth: 12,
        expiryYear: expect.any(Number),
        holderName: "T Member",
        isDesignated: false,
      },
      rcpCard: { rcpCardId: null, verified: false },
    });
    expect(await (await call("GET", `/api/members/${id}/rcp-card`, { token: auth })).json()).toEqual({
      rcpCardId: null,
      verified: false,
    });

    const designated = await (
      await call("POST", `/api/members/${id}/wallet/card`, {
        token: auth,
        body: { provider: "sandbox", cardToken: "tok_mastercard_4444_03_2030", designate: true },
      })
    ).json();
    expect(designated.card).toMatchObject({
      brand: "Mastercard",
      last4: "4444",
      expiryMonth: 3,
      expiryYear: 2030,
      isDesignated: true,
    });
    expect(designated.rcpCard).toEqual({ rcpCardId: String(designated.card.cardID), verified: true });

    const list = await call("GET", `/api/members/${id}/wallet/sandbox`, { token: auth });
    expect(list.status).toBe(200);
    const { data } = await list.json();
    expect(data.map((c: { cardID: number; isDesignated: boolean }) => [c.cardID, c.isDesignated])).toEqual([
      [first.card.cardID, false],
      [designated.card.cardID, true],
    ]);
    expect(Object.keys(data[0])).toEqual([
      "cardID",
      "brand",
      "last4",
      "expiryMonth",
      "expiryYear",
      "holderName",
      "isDesignated",
    ]);
    // the stored card holds a token and a reference, never a number
    const [stored] = await (await database()).select().from(walletCards).where(eq(walletCards.id, first.card.cardID));
    expect(stored.providerToken).toBe("tok_visa_4242");
    expect(stored.providerReference).toMatch(/^sbx_ref_/);
  });

  it("PUT rcp-card designates without a reference (verified false); verifying with designate makes it true", async () => {
    const id = await createMember();
    const auth = await memberToken(id);
    const { card } = await (
      await call("POST", `/api/members/${id}/wallet/card`, {
        token: auth,
        body: { provider: "sandbox", cardToken: "tok_visa_4242", designate: true },
      })
    ).json();
    const other = (
      await (
        await call("POST", `/api/members/${id}/wallet/card`, {
          token: auth,
          body: { provider: "sandbox", cardToken: "tok_amex_0005" },
        })
      ).json()
    ).card;

    const put = await call("PUT", `/api/members/${id}/rcp-card`, { token: auth, body: { cardId: other.cardID } });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ rcpCardId: String(other.cardID), verified: false });
    // the same card again by the PUT: still unverified
    expect(
      await (
        await call("PUT", `/api/members/${id}/rcp-card`, { token: auth, body: { cardId: String(card.cardID) } })
      ).json(),
    ).toEqual({ rcpCardId: String(card.cardID), verified: false });

    const verified = await call("POST", `/api/members/${id}/wallet/card`, {
      token: auth,
      body: { provider: "sandbox", cardToken: "tok_visa_4242", cardId: card.cardID, designate: true },
    });
    expect(verified.status).toBe(200);
    expect((await verified.json()).rcpCard).toEqual({ rcpCardId: String(card.cardID), verified: true });

    await expectText(
      await call("POST", `/api/members/${id}/wallet/card`, {
        token: auth,
        body: { provider: "sandbox", cardToken: "tok_visa_1111", cardId: card.cardID },
      }),
      400,
      "The card token does not belong to the card being verified.",
    );
    await expectText(
      await call("PUT", `/api/members/${id}/rcp-card`, { token: auth, body: { cardId: 999999 } }),
      404,
      `Card 999999 was not found in the wallet of member ${id}.`,
    );
    await expectText(
      await call("PUT", `/api/members/${id}/rcp-card`, { token: auth, body: { cardId: "abc" } }),
      400,
      "cardId must be an integer.",
    );
  });

  it("PUT rcp-card answers 404 when there is no wallet", async () => {
    await expectText(
      await call("PUT", `/api/members/${noWallet}/rcp-card`, {
        token: await memberToken(noWallet),
        body: { cardId: 1 },
      }),
      404,
      `Member Wallet with id ${noWallet} was not found.`,
    );
  });

  it("refuses card numbers, declined cards, unknown tokens and unknown providers with 400 plain text", async () => {
    const id = await createMember();
    const auth = await memberToken(id);
    const post = (body: unknown) => call("POST", `/api/members/${id}/wallet/card`, { token: auth, body });
    await expectText(
      await post({ provider: "sandbox", cardToken: "4242424242424242" }),
      400,
      "Card numbers are not accepted; send a provider token.",
    );
    await expectText(
      await post({ provider: "sandbox", cardToken: "4242 4242 4242 4242" }),
      400,
      "Card numbers are not accepted; send a provider token.",
    );
    await expectText(
      await post({ provider: "nope", cardToken: 4242424242424242 }),
      400,
      "Card numbers are not accepted; send a provider token.",
    );
    await expectText(
      await post({ provider: "sandbox", cardToken: "tok_declined" }),
      400,
      "The card was declined by the payment provider.",
    );
    await expectText(
      await post({ provider: "sandbox", cardToken: "tok_bogus" }),
      400,
      "The payment provider does not recognise this card token.",
    );
    await expectText(
      await post({ provider: "stripe", cardToken: "tok_visa_4242" }),
      400,
      "Payment provider 'stripe' is not supported.",
    );
    await expectText(await post({ provider: "sandbox" }), 400, "cardToken is required.");
    await expectText(
      await post({ provider: "sandbox", cardToken: "tok_visa_4242", cardId: 424242 }),
      404,
      `Card 424242 was not found in the wallet of member ${id}.`,
    );
    // nothing was saved: still no wallet
    await expectText(
      await call("GET", `/api/members/${id}/rcp-card`, { token: auth }),
      404,
      `Member Wallet with id ${id} was not found.`,
    );
    const unknown = fixtures.unknownMemberId;
    await expectText(
      await call("POST", `/api/members/${unknown}/wallet/card`, {
        token: await memberToken(unknown),
        body: { provider: "sandbox", cardToken: "tok_visa_4242" },
      }),
      404,
      `Member with ID ${unknown} does not exist`,
    );
  });

  it("removes a card but refuses the designated one", async () => {
    const id = await createMember();
    const auth = await memberToken(id);
    const designated = (
      await (
        await call("POST", `/api/members/${id}/wallet/card`, {
          token: auth,
          body: { provider: "sandbox", cardToken: "tok_visa_4242", designate: true },
        })
      ).json()
    ).card;
    const spare = (
      await (
        await call("POST", `/api/members/${id}/wallet/card`, {
          token: auth,
          body: { provider: "sandbox", cardToken: "tok_visa_5556" },
        })
      ).json()
    ).card;
    await expectText(
      await call("DELETE", `/api/members/${id}/wallet/sandbox/${designated.cardID}`, { token: auth }),
      400,
      "The designated recurring payment card cannot be removed.",
    );
    await expectEmpty(await call("DELETE", `/api/members/${id}/wallet/sandbox/${spare.cardID}`, { token: auth }), 204);
    await expectText(
      await call("DELETE", `/api/members/${id}/wallet/sandbox/${spare.cardID}`, { token: auth }),
      404,
      `Card ${spare.cardID} was not found in the wallet of member ${id}.`,
    );
    const { data } = await (await call("GET", `/api/members/${id}/wallet/sandbox`, { token: auth })).json();
    expect(data.map((c: { cardID: number }) => c.cardID)).toEqual([designated.cardID]);
    await expectText(
      await call("DELETE", `/api/members/${noWallet}/wallet/sandbox/1`, { token: await memberToken(noWallet) }),
      404,
      `Member Wallet with id ${noWallet} was not found.`,
    );
    // a card id of more than nine digits (or not digits) is a card not in the wallet, named as sent; the provider's 400 first
    for (const bad of ["1234567890", "x1", "+1"]) {
      await expectText(
        await call("DELETE", `/api/members/${id}/wallet/sandbox/${bad}`, { token: auth }),
        404,
        `Card ${bad} was not found in the wallet of member ${id}.`,
      );
    }
    await expectText(
      await call("DELETE", `/api/members/${id}/wallet/paypal/x1`, { token: auth }),
      400,
      "Payment provider 'paypal' is not supported.",
    );
    await expectText(
      await call("DELETE", `/api/members/${noWallet}/wallet/paypal/1`, { token: await memberToken(noWallet) }),
      400,
      "Payment provider 'paypal' is not supported.",
    );
    expect((await call("GET", `/api/members/${id}/wallet/SANDBOX`, { token: auth })).status).toBe(200);
  });

  it("lists a dependant's cards for the guardian; 404 without a wallet; 403 unlinked", async () => {
    const parent = await createMember();
    const child = await createMember({ dateOfBirth: "2012-02-02" });
    await link(parent, child);
    const auth = await memberToken(parent);
    await expectText(
      await call("GET", `/api/members/${child}/wallet/sandbox`, { token: auth }),
      404,
      `Member Wallet with id ${child} was not found.`,
    );
    await call("POST", `/api/members/${child}/wallet/card`, {
      token: auth,
      body: { provider: "sandbox", cardToken: "tok_visa_4242" },
    });
    expect(
      (await (await call("GET", `/api/members/${child}/wallet/sandbox`, { token: auth })).json()).data,
    ).toHaveLength(1);
    await expectText(
      await call("GET", `/api/members/${child}/wallet/sandbox`, { token: await memberToken(unlinked) }),
      403,
      memberScopeMessage,
    );
    await expectText(
      await call("GET", `/api/members/${child}/wallet/paypal`, { token: auth }),
      400,
      "Payment provider 'paypal' is not supported.",
    );
  });

  it("every wallet route has the gate and member scope", async () => {
    await expectGate("PUT", `/api/members/${guardian}/rcp-card`, { cardId: 1 });
    await expectGate("POST", `/api/members/${guardian}/wallet/card`, {
      provider: "sandbox",
      cardToken: "tok_visa_4242",
    });
    await expectGate("GET", `/api/members/${guardian}/wallet/sandbox`);
    await expectGate("DELETE", `/api/members/${guardian}/wallet/sandbox/1`);
    const foreign = await memberToken(unlinked);
    await expectText(
      await call("PUT", `/api/members/${guardian}/rcp-card`, { token: foreign, body: { cardId: 1 } }),
      403,
      memberScopeMessage,
    );
    await expectText(
      await call("POST", `/api/members/${guardian}/wallet/card`, {
        token: foreign,
        body: { provider: "sandbox", cardToken: "tok_visa_4242" },
      }),
      403,
      memberScopeMessage,
    );
    await expectText(
      await call("DELETE", `/api/members/${guardian}/wallet/sandbox/1`, { token: foreign }),
      403,
      memberScopeMessage,
    );
  });
});
