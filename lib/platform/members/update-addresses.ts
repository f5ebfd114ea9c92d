import { memberAddresses } from "../db/schema";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { type Address, type AddressInput } from "@frontdesk/lib/contract/members";
import { addressKinds, readAddresses } from "./address-record";
import { recordDetailCheck } from "./detail-checks";
import { requireMember } from "./member-record";
import * as declared from "./update-addresses.schema";

const onlyOnePrimaryMessage = "Only one of the given addresses can be marked as primary";
const blankPrimaryMessage = "Cannot have a primary address with empty values";

const lines = ["addressLine1", "addressLine2", "addressLine3", "townCity", "region", "postalCode", "country"] as const;

/** An included address object replaces the whole stored address: omitted lines become empty strings. */
const replacement = (sent: AddressInput, isPrimary: boolean): Address => ({
  addressLine1: sent.addressLine1 ?? "",
  addressLine2: sent.addressLine2 ?? "",
  addressLine3: sent.addressLine3 ?? "",
  townCity: sent.townCity ?? "",
  region: sent.region ?? "",
  postalCode: sent.postalCode ?? "",
  country: sent.country ?? "",
  isPrimary,
});

const isBlank = (address: Address | null) => !address || lines.every((line) => address[line].trim() === "");

export const updateAddresses = route(declared.updateAddresses, async (ctx) => {
  const body = ctx.input.body;
  await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.memberId);
    const sent = { address1: body.address1 ?? undefined, address2: body.address2 ?? undefined };
    if (sent.address1?.isPrimary === true && sent.address2?.isPrimary === true)
      throw PlatformError.text(400, onlyOnePrimaryMessage);

    const stored = await readAddresses(tx, ctx.memberId);
    let primary: "address1" | "address2" | null = stored.address1?.isPrimary
      ? "address1"
      : stored.address2?.isPrimary
        ? "address2"
        : null;
    // address2 is applied after address1, so its isPrimary wins.
    for (const [key, other] of [
      ["address1", "address2"],
      ["address2", "address1"],
    ] as const) {
      const flag = sent[key]?.isPrimary;
      if (flag === true) primary = key;
      else if (flag === false) primary = other;
    }
    const next = {
      address1: sent.address1 ? replacement(sent.address1, false) : stored.address1,
      address2: sent.address2 ? replacement(sent.address2, false) : stored.address2,
    };
    if (primary && isBlank(next[primary])) throw PlatformError.text(400, blankPrimaryMessage);

    for (const key of ["address1", "address2"] as const) {
      const address = next[key];
      if (!address) continue;
      const row = { ...address, isPrimary: primary === key };
      if (!sent[key] && stored[key]?.isPrimary === row.isPrimary) continue;
      await tx
        .insert(memberAddresses)
        .values({ memberId: ctx.memberId, kind: addressKinds[key], ...row })
        .onConflictDoUpdate({ target: [memberAddresses.memberId, memberAddresses.kind], set: row });
    }
    // an edit made with the member confirms the addresses as of now
    await recordDetailCheck(tx, {
      memberId: ctx.memberId,
      area: "addresses",
      how: "changed",
      checkedBy: ctx.claims.sub,
      checkedOn: new Date(),
    });
  });
  return ctx.empty(204);
});
