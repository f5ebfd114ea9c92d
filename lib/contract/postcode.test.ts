import { describe, expect, it } from "vitest";
import { isUkCountry, isUkPostcode, normaliseUkPostcode } from "./postcode";

describe("UK postcodes", () => {
  it("normalises spacing and case", () => {
    expect(normaliseUkPostcode("ls14ap")).toBe("LS1 4AP");
    expect(normaliseUkPostcode("  sw1a   1aa ")).toBe("SW1A 1AA");
    expect(normaliseUkPostcode("M1 1AE")).toBe("M1 1AE");
  });

  it("accepts every outward-code shape and refuses what is not a postcode", () => {
    for (const ok of ["M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "W1A 0AX", "EC1A 1BB", "ls11 5ps", "GIR 0AA"])
      expect(isUkPostcode(ok), ok).toBe(true);
    for (const bad of ["hello", "", "LS1", "12345", "LS1 4A", "LS1 44P", "1S1 4AP", "LS1-4AP!"])
      expect(isUkPostcode(bad), bad).toBe(false);
  });

  it("treats an empty country or the UK's names as UK; other countries are free text", () => {
    for (const uk of ["", "United Kingdom", "UK", "england", " Scotland ", "Northern  Ireland"])
      expect(isUkCountry(uk), uk).toBe(true);
    for (const other of ["France", "Ireland", "USA"]) expect(isUkCountry(other), other).toBe(false);
  });
});

describe("the desk's addresses write (staffAddressesRequest)", async () => {
  const { staffAddressesRequest } = await import("./members");
  it("refuses a UK address with a made-up postcode, under that address's postcode", () => {
    const parsed = staffAddressesRequest.safeParse({ address1: { postalCode: "hello", country: "United Kingdom" } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ["address1", "postalCode"],
      message: "Enter a real UK postcode, for example LS1 4AP.",
    });
  });

  it("stores UK postcodes upper case with one space; other countries as typed", () => {
    expect(staffAddressesRequest.parse({ address2: { postalCode: "ls14ap", country: "" } }).address2?.postalCode).toBe(
      "LS1 4AP",
    );
    expect(
      staffAddressesRequest.parse({ address1: { postalCode: "75001 Paris", country: "France" } }).address1?.postalCode,
    ).toBe("75001 Paris");
    expect(staffAddressesRequest.parse({ address1: null })).toEqual({ address1: null });
  });
});
