import { beforeAll, describe, expect, it } from "vitest";
import { getPlatform } from "@frontdesk/lib/platform";
import { POST as createPromoCode } from "@/app/api/configuration/promotion-codes/route";
import { PUT as updatePromoCode } from "@/app/api/configuration/promotion-codes/[id]/route";
import { POST as createTemplate } from "@/app/api/communications/email-templates/route";
import { POST as createUserField } from "@/app/api/configuration/user-fields/route";
import { POST as createMobileApp } from "@/app/api/configuration/mobile-apps/route";
import { GET as discountUsage } from "@/app/api/configuration/discount-usage/route";
import { POST as createIntegrator } from "@/app/api/configuration/integrators/route";
import { problem } from "@frontdesk/lib/contract/problem";
import { inStaffWords, withoutInternalNames } from "@frontdesk/lib/contract/staff-words";
import { bffRequest, type TestStaff } from "@frontdesk/lib/bff/testing";

/**
 * Plain words on the manager and admin screens: "no internal names". Every message of a
 * failed write is checked for a platform field name: PascalCase (QueryId, MaxUsages, MemberID) or
 * camelCase (memberId). The errors' keys are the form's own field names and are not shown.
 */
const internalName = /(?<!['\w])(?:[A-Z][a-z0-9]{2,}|[a-z][a-z0-9]+)(?:[A-Z][a-z0-9]+|ID|Id)+\b/;
const noParams = { params: Promise.resolve({}) };
type Handler = (req: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function messagesOf(
  handler: Handler,
  method: string,
  path: string,
  as: TestStaff,
  body?: unknown,
  params = noParams,
) {
  const response = await handler(await bffRequest(method, path, { as, body }), params);
  expect(response.status).toBeGreaterThanOrEqual(400);
  const problem = (await response.json()) as { detail?: string; errors?: Record<string, string[]> };
  const messages = [problem.detail ?? "", ...Object.values(problem.errors ?? {}).flat()].filter(Boolean);
  expect(messages.length).toBeGreaterThan(0);
  // OneSignal is the push provider's name, as on the form's label
  for (const message of messages) expect(message.replaceAll("OneSignal", ""), message).not.toMatch(internalName);
  return problem;
}

beforeAll(async () => {
  await getPlatform().database;
});

describe("withoutInternalNames (the safety net under every message)", () => {
  it("writes platform field names as words and leaves quoted values, names and brands alone", () => {
    expect(withoutInternalNames("QueryId must be specified")).toBe("Query ID must be specified");
    expect(withoutInternalNames("The field SortOrder must be between 0 and 9.")).toBe(
      "The field sort order must be between 0 and 9.",
    );
    expect(withoutInternalNames("Provide one of: MemberID, DateFrom.")).toBe("Provide one of: Member ID, date from.");
    expect(withoutInternalNames("memberId must be a positive whole number")).toBe(
      "Member ID must be a positive whole number",
    );
    expect(withoutInternalNames("The code 'SummerFun' is taken by McDonald on an iPhone")).toBe(
      "The code 'SummerFun' is taken by McDonald on an iPhone",
    );
    expect(withoutInternalNames("Write major.minor, see $.validFrom or a@MyDomain.com")).toBe(
      "Write major.minor, see $.validFrom or a@MyDomain.com",
    );
  });

  it("says every message of a problem in plain words, not only the first a wording knows", () => {
    const said = inStaffWords(
      problem(400, "MaxUsages must be supplied", {
        errors: { maxUsages: ["MaxUsages must be supplied"], validTo: ["ValidTo is odd"] },
      }),
      [{ match: /^Nothing/, say: "x" }],
    );
    expect(said.detail).toBe("Max usages must be supplied");
    expect(said.errors).toEqual({ maxUsages: ["Max usages must be supplied"], validTo: ["Valid to is odd"] });
  });
});

describe("the manager and admin forms' failures name no platform field", () => {
  it("promo codes: an empty new code, and an update the platform refuses", async () => {
    const created = await messagesOf(createPromoCode, "POST", "/api/configuration/promotion-codes", "manager", {});
    expect(created.errors?.maxUsages).toEqual(["Enter how many times the code can be used (0 for no limit)."]);
    await messagesOf(createPromoCode, "POST", "/api/configuration/promotion-codes", "manager", {
      code: "A B",
      validFrom: "2020-01-01",
      validTo: "2020-01-02",
      maxUsages: -1,
      active: true,
      autoApply: false,
      discountIds: [],
    });
    await messagesOf(
      updatePromoCode,
      "PUT",
      "/api/configuration/promotion-codes/999999",
      "manager",
      { maxUsages: 5 },
      { params: Promise.resolve({ id: "999999" }) },
    );
  });

  it("email templates: a new template with nothing chosen", async () => {
    const problem = await messagesOf(createTemplate, "POST", "/api/communications/email-templates", "manager", {});
    expect(Object.values(problem.errors ?? {}).flat()).toContain(
      "Choose the data query whose fields the template can use.",
    );
  });

  it("user fields: the contract's and the platform's own messages", async () => {
    const parsed = await messagesOf(createUserField, "POST", "/api/configuration/user-fields", "manager", {
      description: "Kit",
      type: "User",
      sortOrder: 99_999,
      defaultValue: { IsCurrentUser: true, UserName: "x" },
    });
    expect(parsed.errors?.sortOrder).toEqual(["Enter a sort order from 0 to 32767."]);
    const platform = await messagesOf(createUserField, "POST", "/api/configuration/user-fields", "manager", {
      description: "Kit",
      type: "User",
      defaultValue: {},
    });
    expect(platform.detail).toBe("Complete the default value, or choose no default.");
  });

  it("mobile apps and integrators (admins)", async () => {
    const app = await messagesOf(createMobileApp, "POST", "/api/configuration/mobile-apps", "admin", {
      appBundleId: "a b",
      oneSignalAppId: "",
      appVersion: "v1",
    });
    expect(app.errors?.appVersion).toEqual([
      "Write the version as numbers with dots, for example 1.0 or 2.3.1 (not v1).",
    ]);
    await messagesOf(createIntegrator, "POST", "/api/configuration/integrators", "admin", {
      name: "",
      origin: "x",
      logoUrl: "x".repeat(501),
    });
  });

  it("discount usage: the platform's sentence about its query parameters", async () => {
    const problem = await messagesOf(discountUsage, "GET", "/api/configuration/discount-usage", "manager");
    expect(problem.detail).toBe("Choose at least one filter: a promotion code, member, booking, activity or a day.");
  });
});
