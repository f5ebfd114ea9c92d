import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

const base = "http://localhost:3000";

describe("safeRedirectPath", () => {
  it.each([
    ["/members/1001", "/members/1001"],
    ["/prospects?view=board", "/prospects?view=board"],
    ["/sign-in", "/sign-in"],
    ["http://localhost:3000/booking-sheets", "/booking-sheets"],
  ])("keeps the same-site %s", (value, expected) => expect(safeRedirectPath(value, base)).toBe(expected));

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "%2F%5Cevil.example",
    "/%5Cevil.example",
    "%2F%2Fevil.example",
    "/%2Fevil.example",
    "%252F%255Cevil.example",
    "https://evil.example",
    "https://evil.example/?x=http://localhost:3000",
    "http://localhost:3000.evil.example/",
    "http://localhost:3001/",
    "https://localhost:3000/",
    "javascript:alert(1)",
    "data:text/html,hi",
    "evil.example",
    "/\tevil",
    "/%09/evil.example",
    "",
  ])("refuses %s", (value) => expect(safeRedirectPath(value, base)).toBeUndefined());
});

describe("next-auth's redirect callback", () => {
  it("keeps same-site targets and sends anything else home", async () => {
    const { authOptions } = await import("./options");
    const redirect = (url: string) => authOptions.callbacks!.redirect!({ url, baseUrl: base });
    expect(await redirect("/members/1001")).toBe(`${base}/members/1001`); // absolute: next-auth's client parses it with new URL()
    expect(await redirect("http://localhost:3000/sign-in")).toBe("http://localhost:3000/sign-in");
    expect(await redirect("/\\evil.example")).toBe(`${base}/`);
    expect(await redirect("%2F%5Cevil.example")).toBe(`${base}/`);
    expect(await redirect("https://evil.example/")).toBe(`${base}/`);
  });
});
