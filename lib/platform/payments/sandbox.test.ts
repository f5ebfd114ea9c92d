import { describe, expect, it } from "vitest";
import { looksLikeCardNumber, paymentProvider, PaymentProviderRefusal } from "./index";

describe("sandbox payment provider", () => {
  const sandbox = paymentProvider("sandbox")!;

  it("tokenises test tokens into a reference and display details", async () => {
    const card = await sandbox.tokenise("tok_visa_4242", "H Marsh");
    expect(card).toMatchObject({ brand: "Visa", last4: "4242", expiryMonth: 12, holderName: "H Marsh" });
    expect(card.providerReference).toMatch(/^sbx_ref_[0-9a-f]{24}$/);
    expect(await sandbox.tokenise("tok_mastercard_4444_03_2029")).toMatchObject({
      brand: "Mastercard",
      last4: "4444",
      expiryMonth: 3,
      expiryYear: 2029,
    });
  });

  it("declines tok_declined and refuses unknown tokens", async () => {
    await expect(sandbox.tokenise("tok_declined")).rejects.toMatchObject({ reason: "declined" });
    await expect(sandbox.tokenise("tok_unknown_1234")).rejects.toBeInstanceOf(PaymentProviderRefusal);
    await expect(sandbox.tokenise("pm_123")).rejects.toMatchObject({ reason: "unknownToken" });
  });

  it("verifies only a token of the same card", async () => {
    const stored = { brand: "Visa", last4: "4242", expiryMonth: 1, expiryYear: 2030, holderName: null };
    expect((await sandbox.verify("tok_visa_4242", stored)).providerReference).toMatch(/^sbx_ref_/);
    await expect(sandbox.verify("tok_visa_1111", stored)).rejects.toMatchObject({ reason: "mismatch" });
  });

  it("tells card numbers from tokens and knows only its own providers", () => {
    expect(looksLikeCardNumber("4242424242424242")).toBe(true);
    expect(looksLikeCardNumber("4242 4242 4242 4242")).toBe(true);
    expect(looksLikeCardNumber("378282246310005")).toBe(true);
    expect(looksLikeCardNumber("12345678901")).toBe(false);
    expect(looksLikeCardNumber("tok_visa_4242")).toBe(false);
    expect(paymentProvider("SANDBOX")?.id).toBe("sandbox");
    expect(paymentProvider("stripe")).toBeUndefined();
  });
});
