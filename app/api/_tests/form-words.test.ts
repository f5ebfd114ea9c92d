import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { getPlatform } from "@frontdesk/lib/platform";
import * as bookings from "@frontdesk/lib/contract/bookings";
import * as bookingSheets from "@frontdesk/lib/contract/booking-sheets";
import * as communications from "@frontdesk/lib/contract/communications";
import * as configuration from "@frontdesk/lib/contract/configuration";
import * as integrators from "@frontdesk/lib/contract/integrators";
import * as members from "@frontdesk/lib/contract/members";
import * as mobileApps from "@frontdesk/lib/contract/mobile-apps";
import * as promotions from "@frontdesk/lib/contract/promotions";
import * as prospectStatuses from "@frontdesk/lib/contract/prospect-statuses";
import * as prospects from "@frontdesk/lib/contract/prospects";
import * as staff from "@frontdesk/lib/contract/staff";
import * as offers from "@frontdesk/lib/contract/waiting-list-offers";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { POST as saveCard } from "@/app/api/members/[memberId]/wallet/card/route";
import * as configurationWords from "@frontdesk/lib/contract/configuration-words";
import { interactionWordings } from "@frontdesk/lib/contract/interaction-words";
import { memberWordings } from "@frontdesk/lib/contract/member-words";
import { promotionWordings } from "@frontdesk/lib/contract/promotion-words";
import { templateWordings } from "@frontdesk/lib/contract/template-words";
import { waitingListWordings } from "@frontdesk/lib/contract/waiting-list-words";
import { staffWordsOf } from "@frontdesk/lib/contract/staff-words";
import { inEnglish } from "@frontdesk/lib/contract/said-words";
import { bffRequest } from "@frontdesk/lib/bff/testing";

/**
 * Plain words on every form: a form's own check (its resolver) and the BFF's both say a
 * message in the screen's words. Walks every request schema of the contract with its required and
 * invalid cases and finds no API field name (camelCase or PascalCase) in anything a person reads.
 */
const internalName = /(?<!['\w])(?:[A-Z][a-z0-9]{2,}|[a-z][a-z0-9]+)(?:[A-Z][a-z0-9]+|ID|Id)+\b/;
const areas = {
  ...{ bookings, bookingSheets, communications, configuration, integrators, members },
  ...{ mobileApps, promotions, prospectStatuses, prospects, staff, offers },
};
const wordings = [
  ...Object.values(configurationWords).flat(),
  ...interactionWordings,
  ...memberWordings,
  ...promotionWordings,
  ...templateWordings,
  ...waitingListWordings,
];
/** Each field left out, and each field given each of these. */
const invalid: unknown[] = [null, "", "   ", "x".repeat(5000), -1, 0, 1.5, 99_999_999_999, "not valid", true, {}, []];

function casesOf(schema: z.ZodObject) {
  return [{}, ...Object.keys(schema.shape).flatMap((key) => invalid.map((value) => ({ [key]: value })))];
}

beforeAll(async () => {
  await getPlatform().database;
});

describe("every form's messages in the screen's words", () => {
  it("every form checks through the plain-words resolver", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !file.endsWith("plain-words-resolver.ts"))
          if (fs.readFileSync(file, "utf8").includes("zodResolver(")) offenders.push(file);
      }
    };
    walk(path.resolve("components"));
    expect(offenders).toEqual([]);
  });

  it("walks every request schema's required and invalid cases: no API field name in any message", () => {
    let schemas = 0;
    const named: string[] = [];
    for (const [area, exported] of Object.entries(areas))
      for (const [name, value] of Object.entries(exported)) {
        if (!(value instanceof z.ZodObject)) continue;
        schemas++;
        for (const values of casesOf(value)) {
          const parsed = value.safeParse(values);
          if (parsed.success) continue;
          for (const issue of parsed.error.issues) {
            // a message of Frontdesk's own is a catalogue key: its English is what a person reads
            const said = inEnglish(staffWordsOf(issue.message, wordings).say);
            // OneSignal is the push provider's name, as on the form's label
            if (internalName.test(said.replaceAll("OneSignal", ""))) named.push(`${area}.${name}: ${said}`);
          }
        }
      }
    expect(schemas).toBeGreaterThan(40);
    expect([...new Set(named)]).toEqual([]);
  });

  it('an empty payment-provider token: "Enter the payment-provider token.", in the form and from the BFF', async () => {
    const form = members.saveWalletCardRequest.pick({ cardToken: true, holderName: true, designate: true });
    const resolve = plainWordsResolver(form, memberWordings);
    const checked = await resolve({ cardToken: "", holderName: "", designate: false }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(inEnglish(String(checked.errors.cardToken?.message))).toBe("Enter the payment-provider token.");

    const response = await saveCard(
      await bffRequest("POST", "/api/members/1001/wallet/card", { as: "reception", body: { provider: "sandbox" } }),
      { params: Promise.resolve({ memberId: "1001" }) },
    );
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { errors?: Record<string, string[]> };
    expect(problem.errors?.cardToken).toEqual(["Enter the payment-provider token."]);
  });

  it("a form whose schema loads when it is first checked (the addresses form's) checks with it", async () => {
    const resolve = plainWordsResolver(
      () => import("@/components/members/addresses-schema").then((m) => m.addressesForm),
      memberWordings,
    );
    const lines = { addressLine1: "1 Park Row", addressLine2: "", addressLine3: "", townCity: "Leeds", region: "" };
    const values = {
      address1: { ...lines, postalCode: "not a postcode", country: "UK" },
      address2: { ...lines, postalCode: "ls14ap", country: "" },
      primary: "address1",
    };
    const checked = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(Object.keys(checked.errors.address1 ?? {})).toEqual(["postalCode"]);
    expect(
      inEnglish((checked.errors.address1 as unknown as { postalCode: { message: string } }).postalCode.message),
    ).toBe("Enter a real UK postcode, for example LS1 4AP.");
    expect(checked.errors.address2).toBeUndefined();
  });
});
