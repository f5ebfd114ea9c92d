import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { pgArray } from "../db/bulk";
import {
  communicationChannels,
  consentCampaigns,
  consentHistory,
  medicalConditionTypes,
  memberAddresses,
  memberCampaignConsents,
  memberChannelConsents,
  memberMedicalConditions,
  walletCards,
  wallets,
} from "../db/schema";
import { firstBulkMemberId, memberIds, random, type SeedSize } from "./ids";
import { rowsOf } from "../db/rows";

/** Consent configuration of the demo operator. */
export const campaignIds = {
  newsletter: 1, // marketing, no expiry
  summerOffers: 2, // marketing, expired
  partnerOffers: 3, // marketing, expires in the future
  juniorActivities: 4, // marketing, no expiry
  fitnessTracking: 10, // data processing
  attendanceAnalytics: 11, // data processing
};
export const channelIds = ["EMAIL", "SMS", "TELEPHONE", "POST"] as const;
export const medicalTypeIds = {
  asthma: 1,
  diabetes: 2,
  epilepsy: 3,
  heart: 4,
  allergy: 5,
  pregnancy: 6,
  legacyBackInjury: 7,
};
/** Role members' wallet cards. */
export const cardIds = {
  guardianVisa: 101,
  guardianMastercard: 102,
  walletNoCard: 103,
  cardNoReference: 104,
  unlinkedVisa: 105,
};
const firstBulkCardId = 10_000;

const at = (iso: string) => new Date(iso);

export async function seed(tx: Executor, size: SeedSize) {
  await tx.insert(consentCampaigns).values([
    {
      id: campaignIds.newsletter,
      name: "Monthly newsletter",
      description: "News, timetable changes and events at your centre",
      category: "Marketing",
      expiryDate: null,
    },
    {
      id: campaignIds.summerOffers,
      name: "Summer swim offers 2025",
      description: "Discounted swim courses over the 2025 summer holidays",
      category: "Marketing",
      expiryDate: at("2025-09-30T23:59:59Z"),
    },
    {
      id: campaignIds.partnerOffers,
      name: "Partner offers",
      description: "Offers from our local partners, selected by the trust",
      category: "Marketing",
      expiryDate: at("2028-12-31T23:59:59Z"),
    },
    {
      id: campaignIds.juniorActivities,
      name: "Junior activities",
      description: "Holiday clubs, junior courses and parties",
      category: "Marketing",
      expiryDate: null,
    },
    {
      id: campaignIds.fitnessTracking,
      name: "Fitness tracking",
      description: "Recording gym and class attendance to personalise your programme",
      category: "Data_Processing",
      expiryDate: null,
    },
    {
      id: campaignIds.attendanceAnalytics,
      name: "Attendance analytics",
      description: "Analysing visit patterns to plan opening hours",
      category: "Data_Processing",
      expiryDate: at("2029-03-31T23:59:59Z"),
    },
  ]);
  await tx.insert(communicationChannels).values([
    { id: "EMAIL", name: "Email", sortOrder: 1 },
    { id: "SMS", name: "Text message", sortOrder: 2 },
    { id: "TELEPHONE", name: "Telephone", sortOrder: 3 },
    { id: "POST", name: "Post", sortOrder: 4 },
  ]);
  await tx.insert(medicalConditionTypes).values([
    { id: medicalTypeIds.asthma, name: "Asthma" },
    { id: medicalTypeIds.diabetes, name: "Diabetes" },
    { id: medicalTypeIds.epilepsy, name: "Epilepsy" },
    { id: medicalTypeIds.heart, name: "Heart condition" },
    { id: medicalTypeIds.allergy, name: "Severe allergy" },
    { id: medicalTypeIds.pregnancy, name: "Pregnancy" },
    { id: medicalTypeIds.legacyBackInjury, name: "Back injury (old code)", active: false },
  ]);

  // ---- role members ----
  const signup = at("2023-01-10T09:30:00Z");
  const dependantSignup = at("2023-01-10T09:35:00Z");
  const campaignGrants = [
    { memberId: memberIds.guardian, campaignId: campaignIds.newsletter, captureDate: signup, guardianName: null },
    {
      memberId: memberIds.guardian,
      campaignId: campaignIds.partnerOffers,
      captureDate: at("2024-04-02T17:12:00Z"),
      guardianName: null,
    },
    { memberId: memberIds.guardian, campaignId: campaignIds.fitnessTracking, captureDate: signup, guardianName: null },
    {
      memberId: memberIds.dependant,
      campaignId: campaignIds.juniorActivities,
      captureDate: dependantSignup,
      guardianName: "Helen Marsh",
    },
    {
      memberId: memberIds.dependant,
      campaignId: campaignIds.fitnessTracking,
      captureDate: dependantSignup,
      guardianName: "Helen Marsh",
    },
    {
      memberId: memberIds.unlinked,
      campaignId: campaignIds.newsletter,
      captureDate: at("2024-05-02T18:00:00Z"),
      guardianName: null,
    },
    {
      memberId: memberIds.walletNoCard,
      campaignId: campaignIds.summerOffers,
      captureDate: at("2025-06-01T12:00:00Z"),
      guardianName: null,
    },
  ];
  const channelGrants = [
    { memberId: memberIds.guardian, channelId: "EMAIL", captureDate: signup },
    { memberId: memberIds.guardian, channelId: "SMS", captureDate: at("2024-04-02T17:12:00Z") },
    { memberId: memberIds.dependant, channelId: "POST", captureDate: dependantSignup },
    { memberId: memberIds.unlinked, channelId: "EMAIL", captureDate: at("2024-05-02T18:00:00Z") },
  ];
  await tx.insert(memberCampaignConsents).values(campaignGrants);
  await tx.insert(memberChannelConsents).values(channelGrants);
  const campaignNames = new Map([
    [campaignIds.newsletter, "Monthly newsletter"],
    [campaignIds.summerOffers, "Summer swim offers 2025"],
    [campaignIds.partnerOffers, "Partner offers"],
    [campaignIds.juniorActivities, "Junior activities"],
    [campaignIds.fitnessTracking, "Fitness tracking"],
    [campaignIds.attendanceAnalytics, "Attendance analytics"],
  ]);
  const channelNames = new Map([
    ["EMAIL", "Email"],
    ["SMS", "Text message"],
    ["TELEPHONE", "Telephone"],
    ["POST", "Post"],
  ]);
  await tx.insert(consentHistory).values([
    ...campaignGrants.map((g): typeof consentHistory.$inferInsert => ({
      memberId: g.memberId,
      kind: "campaign",
      subjectId: String(g.campaignId),
      action: "granted",
      captureDate: g.captureDate,
      guardianName: g.guardianName,
      changedBy: "online-join",
      source: "online",
      changedOn: g.captureDate,
      detail: JSON.stringify({ subjectName: campaignNames.get(g.campaignId) }),
    })),
    ...channelGrants.map((g): typeof consentHistory.$inferInsert => ({
      memberId: g.memberId,
      kind: "channel",
      subjectId: g.channelId,
      action: "granted",
      captureDate: g.captureDate,
      changedBy: "online-join",
      source: "online",
      changedOn: g.captureDate,
      detail: JSON.stringify({ subjectName: channelNames.get(g.channelId) }),
    })),
    // the guardian once held and withdrew the summer offers
    {
      memberId: memberIds.guardian,
      kind: "campaign",
      subjectId: String(campaignIds.summerOffers),
      action: "granted",
      captureDate: at("2025-05-20T08:00:00Z"),
      changedBy: "reception",
      source: "desk",
      changedOn: at("2025-05-20T08:00:00Z"),
      detail: JSON.stringify({ subjectName: "Summer swim offers 2025" }),
    },
    {
      memberId: memberIds.guardian,
      kind: "campaign",
      subjectId: String(campaignIds.summerOffers),
      action: "withdrawn",
      captureDate: at("2025-07-01T10:00:00Z"),
      changedBy: "reception",
      source: "desk",
      changedOn: at("2025-07-01T10:00:00Z"),
      detail: JSON.stringify({ subjectName: "Summer swim offers 2025" }),
    },
  ]);

  await tx.insert(wallets).values([
    { memberId: memberIds.guardian, createdOn: at("2023-01-10T09:40:00Z") },
    { memberId: memberIds.walletNoCard, createdOn: at("2022-08-19T12:05:00Z") },
    { memberId: memberIds.cardNoReference, createdOn: at("2021-03-03T07:50:00Z") },
    { memberId: memberIds.unlinked, createdOn: at("2024-05-02T18:05:00Z") },
  ]);
  await tx.insert(walletCards).values([
    {
      id: cardIds.guardianVisa,
      memberId: memberIds.guardian,
      provider: "sandbox",
      providerToken: "tok_visa_4242",
      providerReference: "sbx_ref_guardian_visa_4242",
      brand: "Visa",
      last4: "4242",
      expiryMonth: 8,
      expiryYear: 2028,
      holderName: "Helen Marsh",
    },
    {
      id: cardIds.guardianMastercard,
      memberId: memberIds.guardian,
      provider: "sandbox",
      providerToken: "tok_mastercard_4444",
      providerReference: "sbx_ref_guardian_mc_4444",
      brand: "Mastercard",
      last4: "4444",
      expiryMonth: 2,
      expiryYear: 2027,
      holderName: "H Marsh",
    },
    {
      id: cardIds.walletNoCard,
      memberId: memberIds.walletNoCard,
      provider: "sandbox",
      providerToken: "tok_visa_1881",
      providerReference: "sbx_ref_okafor_visa_1881",
      brand: "Visa",
      last4: "1881",
      expiryMonth: 11,
      expiryYear: 2027,
      holderName: "Grace Okafor",
    },
    {
      id: cardIds.cardNoReference,
      memberId: memberIds.cardNoReference,
      provider: "sandbox",
      providerToken: "tok_mastercard_5100",
      providerReference: null,
      brand: "Mastercard",
      last4: "5100",
      expiryMonth: 5,
      expiryYear: 2029,
      holderName: "Ewan Fraser",
    },
    {
      id: cardIds.unlinkedVisa,
      memberId: memberIds.unlinked,
      provider: "sandbox",
      providerToken: "tok_visa_0077",
      providerReference: "sbx_ref_kapoor_visa_0077",
      brand: "Visa",
      last4: "0077",
      expiryMonth: 1,
      expiryYear: 2030,
      holderName: "Ravi Kapoor",
    },
  ]);
  // Designation: the guardian's captured with the provider reference (verified); cardNoReference's by the PUT alone.
  await tx.execute(
    sql`UPDATE wallets SET rcp_card_id = ${cardIds.guardianVisa}, rcp_provider_reference = 'sbx_ref_guardian_visa_4242' WHERE member_id = ${memberIds.guardian}`,
  );
  await tx.execute(
    sql`UPDATE wallets SET rcp_card_id = ${cardIds.cardNoReference}, rcp_provider_reference = NULL WHERE member_id = ${memberIds.cardNoReference}`,
  );
  await tx.execute(
    sql`UPDATE wallets SET rcp_card_id = ${cardIds.unlinkedVisa}, rcp_provider_reference = 'sbx_ref_kapoor_visa_0077' WHERE member_id = ${memberIds.unlinked}`,
  );

  await tx.insert(memberMedicalConditions).values([
    {
      id: 1,
      memberId: memberIds.guardian,
      medicalConditionTypeId: medicalTypeIds.asthma,
      medicalNote: "Carries a blue reliever inhaler in her kit bag; mild, exercise-induced.",
      createdOn: signup,
      modifiedOn: signup,
    },
    {
      id: 2,
      memberId: memberIds.guardian,
      medicalConditionTypeId: medicalTypeIds.legacyBackInjury,
      medicalNote: "Lower back strain 2019; avoid heavy deadlifts.",
      createdOn: signup,
      modifiedOn: signup,
    },
    {
      id: 3,
      memberId: memberIds.dependant,
      medicalConditionTypeId: medicalTypeIds.allergy,
      medicalNote: "Peanut allergy. EpiPen held by the swim teacher during lessons.",
      createdOn: dependantSignup,
      modifiedOn: dependantSignup,
    },
    {
      id: 4,
      memberId: memberIds.unlinked,
      medicalConditionTypeId: medicalTypeIds.diabetes,
      medicalNote: "Type 1; may need a short break to test blood sugar.",
      createdOn: at("2024-05-02T18:00:00Z"),
      modifiedOn: at("2024-05-02T18:00:00Z"),
    },
  ]);

  const blank = { addressLine2: "", addressLine3: "", region: "" };
  await tx.insert(memberAddresses).values([
    {
      memberId: memberIds.guardian,
      kind: "home",
      addressLine1: "12 Oakwood Lane",
      addressLine2: "Roundhay",
      addressLine3: "",
      townCity: "Leeds",
      region: "West Yorkshire",
      postalCode: "LS8 2AB",
      country: "United Kingdom",
      isPrimary: true,
    },
    {
      memberId: memberIds.guardian,
      kind: "work",
      addressLine1: "Marsh & Co Architects",
      addressLine2: "3 Wellington Place",
      addressLine3: "Floor 3",
      townCity: "Leeds",
      region: "West Yorkshire",
      postalCode: "LS1 4AP",
      country: "United Kingdom",
      isPrimary: false,
    },
    {
      memberId: memberIds.dependant,
      kind: "home",
      addressLine1: "12 Oakwood Lane",
      addressLine2: "Roundhay",
      addressLine3: "",
      townCity: "Leeds",
      region: "West Yorkshire",
      postalCode: "LS8 2AB",
      country: "United Kingdom",
      isPrimary: true,
    },
    {
      memberId: memberIds.unlinked,
      kind: "home",
      ...blank,
      addressLine1: "Flat 4, 88 Kirkstall Road",
      townCity: "Leeds",
      postalCode: "LS3 1HS",
      country: "United Kingdom",
      isPrimary: false,
    },
    {
      memberId: memberIds.unlinked,
      kind: "work",
      ...blank,
      addressLine1: "St James's University Hospital",
      addressLine2: "Beckett Street",
      townCity: "Leeds",
      postalCode: "LS9 7TF",
      country: "United Kingdom",
      isPrimary: true,
    },
    {
      memberId: memberIds.walletNoCard,
      kind: "home",
      ...blank,
      addressLine1: "5 Mill Race",
      townCity: "Otley",
      region: "West Yorkshire",
      postalCode: "LS21 3AA",
      country: "United Kingdom",
      isPrimary: true,
    },
  ]);

  await seedBulk(tx, size);
}

/** Believable consents, wallets, addresses and medical details for a share of the filler members (unnest arrays). */
async function seedBulk(tx: Executor, size: SeedSize) {
  const count = size === "full" ? 5000 : 300;
  const rng = random(4242);
  const streets = [
    "Church Lane",
    "Station Road",
    "Victoria Street",
    "Park Avenue",
    "Mill Lane",
    "High Street",
    "Moor Road",
    "Otley Road",
    "Harrogate Road",
    "York Street",
  ];
  const towns = [
    ["Leeds", "LS6"],
    ["Leeds", "LS17"],
    ["Harrogate", "HG2"],
    ["Otley", "LS21"],
    ["Wetherby", "LS22"],
    ["Ilkley", "LS29"],
  ] as const;
  const brands = [
    ["Visa", "visa"],
    ["Mastercard", "mastercard"],
    ["American Express", "amex"],
  ] as const;
  const guardianFirstNames = ["Sarah", "James", "Emma", "Tom", "Laura", "Mark", "Nadia", "Paul"];

  // Read the filler members' birth dates and last names, in id order (deterministic), to know who was a minor at capture.
  const people = await rowsOf<{ id: number; last_name: string; dob: string | null }>(
    tx,
    sql`SELECT id, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM members WHERE id >= ${firstBulkMemberId} AND id < ${firstBulkMemberId + count} ORDER BY id`,
  );

  const camp = {
    member: [] as number[],
    campaign: [] as number[],
    capture: [] as string[],
    guardian: [] as (string | null)[],
  };
  const chan = { member: [] as number[], channel: [] as string[], capture: [] as string[] };
  const card = {
    id: [] as number[],
    member: [] as number[],
    token: [] as string[],
    reference: [] as (string | null)[],
    brand: [] as string[],
    last4: [] as string[],
    month: [] as number[],
    year: [] as number[],
    holder: [] as string[],
  };
  const wallet = { member: [] as number[], rcp: [] as (number | null)[], reference: [] as (string | null)[] };
  const addr = {
    member: [] as number[],
    kind: [] as string[],
    line1: [] as string[],
    town: [] as string[],
    postal: [] as string[],
    primary: [] as boolean[],
  };
  const medical = { member: [] as number[], type: [] as number[], note: [] as string[] };
  const notes: Record<number, string> = {
    1: "Uses an inhaler.",
    2: "Type 2, diet controlled.",
    3: "Well controlled; no seizures in 5 years.",
    4: "Pacemaker fitted.",
    5: "Nut allergy.",
    6: "Second trimester.",
  };

  for (const person of people) {
    const capture = new Date(
      Date.UTC(rng.int(2019, 2025), rng.int(0, 11), rng.int(1, 28), rng.int(8, 20), rng.int(0, 59)),
    );
    const captureIso = capture.toISOString();
    const [y, m, d] = (person.dob ?? "1980-01-01").split("-").map(Number);
    const minor = capture.getTime() < Date.UTC(y + 16, m - 1, d);
    const guardianName = minor ? `${rng.pick(guardianFirstNames)} ${person.last_name}` : null;
    const grant = (campaignId: number) => {
      camp.member.push(person.id);
      camp.campaign.push(campaignId);
      camp.capture.push(captureIso);
      camp.guardian.push(guardianName);
    };
    if (rng.next() < 0.5) grant(campaignIds.newsletter);
    if (rng.next() < 0.2) grant(campaignIds.partnerOffers);
    if (minor && rng.next() < 0.5) grant(campaignIds.juniorActivities);
    if (rng.next() < 0.6) grant(campaignIds.fitnessTracking);
    for (const [channel, share] of [
      ["EMAIL", 0.55],
      ["SMS", 0.3],
      ["POST", 0.1],
    ] as const) {
      if (rng.next() < share) {
        chan.member.push(person.id);
        chan.channel.push(channel);
        chan.capture.push(captureIso);
      }
    }
    if (rng.next() < 0.35) {
      const [brand, code] = rng.pick(brands);
      const last4 = String(rng.int(0, 9999)).padStart(4, "0");
      const cardId = firstBulkCardId + card.id.length;
      const reference = `sbx_ref_bulk_${cardId}`;
      card.id.push(cardId);
      card.member.push(person.id);
      card.token.push(`tok_${code}_${last4}`);
      card.reference.push(reference);
      card.brand.push(brand);
      card.last4.push(last4);
      card.month.push(rng.int(1, 12));
      card.year.push(rng.int(2026, 2031));
      card.holder.push(person.last_name);
      const designation = rng.next();
      wallet.member.push(person.id);
      wallet.rcp.push(designation < 0.8 ? cardId : null);
      wallet.reference.push(designation < 0.7 ? reference : null);
    }
    if (rng.next() < 0.6) {
      const [town, district] = rng.pick(towns);
      const hasWork = rng.next() < 0.15;
      addr.member.push(person.id);
      addr.kind.push("home");
      addr.line1.push(`${rng.int(1, 220)} ${rng.pick(streets)}`);
      addr.town.push(town);
      addr.postal.push(
        `${district} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
      );
      addr.primary.push(true);
      if (hasWork) {
        addr.member.push(person.id);
        addr.kind.push("work");
        addr.line1.push(`Unit ${rng.int(1, 40)}, ${rng.pick(streets)} Business Park`);
        addr.town.push("Leeds");
        addr.postal.push(`LS${rng.int(1, 12)} ${rng.int(1, 9)}QT`);
        addr.primary.push(false);
      }
    }
    if (rng.next() < 0.1) {
      const type = rng.int(1, 6);
      medical.member.push(person.id);
      medical.type.push(type);
      medical.note.push(notes[type]);
    }
  }

  await tx.execute(sql`
    INSERT INTO member_campaign_consents (member_id, campaign_id, capture_date, guardian_name)
    SELECT m, c, d::timestamptz, g FROM unnest(${pgArray(camp.member, "int")}, ${pgArray(camp.campaign, "int")}, ${pgArray(camp.capture, "text")}, ${pgArray(camp.guardian, "text")}) AS t(m, c, d, g)`);
  await tx.execute(sql`
    INSERT INTO member_channel_consents (member_id, channel_id, capture_date)
    SELECT m, c, d::timestamptz FROM unnest(${pgArray(chan.member, "int")}, ${pgArray(chan.channel, "text")}, ${pgArray(chan.capture, "text")}) AS t(m, c, d)`);
  await tx.execute(sql`
    INSERT INTO consent_history (member_id, kind, subject_id, action, capture_date, guardian_name, changed_by, source, changed_on, detail)
    SELECT m, 'campaign', c::text, 'granted', d::timestamptz, g, 'migration', 'import', d::timestamptz, json_build_object('subjectName', cc.name)::text
    FROM unnest(${pgArray(camp.member, "int")}, ${pgArray(camp.campaign, "int")}, ${pgArray(camp.capture, "text")}, ${pgArray(camp.guardian, "text")}) AS t(m, c, d, g)
    JOIN consent_campaigns cc ON cc.id = t.c`);
  await tx.execute(sql`
    INSERT INTO consent_history (member_id, kind, subject_id, action, capture_date, changed_by, source, changed_on, detail)
    SELECT m, 'channel', c, 'granted', d::timestamptz, 'migration', 'import', d::timestamptz, json_build_object('subjectName', ch.name)::text
    FROM unnest(${pgArray(chan.member, "int")}, ${pgArray(chan.channel, "text")}, ${pgArray(chan.capture, "text")}) AS t(m, c, d)
    JOIN communication_channels ch ON ch.id = t.c`);
  await tx.execute(sql`
    INSERT INTO wallets (member_id, rcp_card_id, rcp_provider_reference)
    SELECT m, r, p FROM unnest(${pgArray(wallet.member, "int")}, ${pgArray(wallet.rcp, "int")}, ${pgArray(wallet.reference, "text")}) AS t(m, r, p)`);
  await tx.execute(sql`
    INSERT INTO wallet_cards (id, member_id, provider, provider_token, provider_reference, brand, last4, expiry_month, expiry_year, holder_name)
    SELECT i, m, 'sandbox', k, r, b, l, mo, y, h
    FROM unnest(${pgArray(card.id, "int")}, ${pgArray(card.member, "int")}, ${pgArray(card.token, "text")}, ${pgArray(card.reference, "text")}, ${pgArray(card.brand, "text")},
                ${pgArray(card.last4, "text")}, ${pgArray(card.month, "int")}, ${pgArray(card.year, "int")}, ${pgArray(card.holder, "text")}) AS t(i, m, k, r, b, l, mo, y, h)`);
  await tx.execute(sql`
    INSERT INTO member_addresses (member_id, kind, address_line1, town_city, postal_code, country, is_primary)
    SELECT m, k, l, t2, p, 'United Kingdom', pr
    FROM unnest(${pgArray(addr.member, "int")}, ${pgArray(addr.kind, "text")}, ${pgArray(addr.line1, "text")}, ${pgArray(addr.town, "text")}, ${pgArray(addr.postal, "text")}, ${pgArray(addr.primary, "bool")}) AS t(m, k, l, t2, p, pr)`);
  await tx.execute(sql`
    INSERT INTO member_medical_conditions (id, member_id, medical_condition_type_id, medical_note)
    SELECT 1000 + ordinality::int, m, ty, n FROM unnest(${pgArray(medical.member, "int")}, ${pgArray(medical.type, "int")}, ${pgArray(medical.note, "text")}) WITH ORDINALITY AS t(m, ty, n, ordinality)`);
}

/** This area's part of the fixtures manifest (sandbox-contract §4): extra keys for the members area. */
export const fixtures = {
  consent: {
    marketingCampaignIds: [
      campaignIds.newsletter,
      campaignIds.summerOffers,
      campaignIds.partnerOffers,
      campaignIds.juniorActivities,
    ],
    dataProcessingCampaignIds: [campaignIds.fitnessTracking, campaignIds.attendanceAnalytics],
    expiredCampaignId: campaignIds.summerOffers,
    channelIds: [...channelIds],
  },
  wallet: {
    provider: "sandbox",
    guardianDesignatedCardId: cardIds.guardianVisa,
    guardianOtherCardId: cardIds.guardianMastercard,
    walletNoCardCardId: cardIds.walletNoCard,
  },
  medicalConditionTypes: { activeId: medicalTypeIds.asthma, deactivatedId: medicalTypeIds.legacyBackInjury },
};
