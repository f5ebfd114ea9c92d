import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { pgArray } from "../db/bulk";
import {
  calendarOpeningTimes,
  calendars,
  memberLinks,
  members,
  products,
  sites,
  platformUsers,
  statuses,
  subscriptionTypes,
  timeBands,
} from "../db/schema";
import {
  firstBulkMemberId,
  memberIds,
  productIds,
  random,
  siteIds,
  statusIds,
  timeBandIds,
  type SeedSize,
} from "./ids";

/** The platform's users in the demo dataset (a User field's default names one): Frontdesk's demo staff usernames. */
export const demoUserNames = ["reception", "sales", "manager", "admin"];

const firstNames = [
  "Olivia",
  "Amelia",
  "Isla",
  "Ava",
  "Mia",
  "Ivy",
  "Lily",
  "Isabella",
  "Rosie",
  "Sophia",
  "Noah",
  "Oliver",
  "George",
  "Arthur",
  "Muhammad",
  "Leo",
  "Harry",
  "Oscar",
  "Archie",
  "Henry",
  "Priya",
  "Aisha",
  "Chen",
  "Kofi",
  "Zofia",
  "Mateo",
  "Freya",
  "Ethan",
  "Grace",
  "Jack",
];
const lastNames = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Wilson",
  "Johnson",
  "Davies",
  "Patel",
  "Robinson",
  "Wright",
  "Thompson",
  "Evans",
  "Walker",
  "White",
  "Roberts",
  "Green",
  "Hall",
  "Wood",
  "Jackson",
  "Clarke",
  "Khan",
  "Lewis",
  "Harris",
  "Martin",
  "Cooper",
  "King",
  "Lee",
  "Baker",
  "Hughes",
];

export async function seedCore(tx: Executor, size: SeedSize) {
  await tx.insert(statuses).values([
    {
      id: statusIds.full,
      description: "Full member",
      backColourHex: "#1F6FEB",
      textColourHex: "#FFFFFF",
      collectSalesInvoices: true,
    },
    { id: statusIds.junior, description: "Junior", backColourHex: "#2DA44E", textColourHex: "#FFFFFF" },
    {
      id: statusIds.prospect,
      description: "Prospect",
      backColourHex: "#BF8700",
      textColourHex: "#000000",
      prospectStatus: true,
    },
    {
      id: statusIds.expired,
      description: "Expired",
      backColourHex: "#6E7781",
      textColourHex: "#FFFFFF",
      treatMembersAsExpired: true,
    },
    { id: statusIds.frozen, description: "Frozen", backColourHex: "", textColourHex: "", freezeSubscriptions: true },
  ]);
  await tx.insert(sites).values([
    {
      id: siteIds.main,
      name: "Leeds Central",
      legalName: "Leeds Leisure Trust Ltd",
      vatId: "GB123456789",
      description: "Pool, gym, sports hall and courts",
      addressLine1: "1 Park Row",
      townCity: "Leeds",
      region: "West Yorkshire",
      postalCode: "LS1 5HD",
      country: "United Kingdom",
      latitude: "53.7997",
      longitude: "-1.5492",
      telephone: "0113 000 0001",
      email: "leeds@example.org",
      websiteUrl: "https://leeds.example.org",
      termsConditionsUrl: "https://leeds.example.org/terms",
      privacyPolicyUrl: "https://leeds.example.org/privacy",
      openActiveTaxMode: "Inclusive",
      webVisible: true,
      openingDate: new Date("2009-04-01T00:00:00Z"),
    },
    {
      id: siteIds.rich,
      name: "Harrogate Spa",
      legalName: "Harrogate Wellness Ltd",
      vatId: "GB987654321",
      description: "Spa, tennis and padel",
      addressLine1: "Crescent Gardens",
      addressLine2: "Royal Parade",
      townCity: "Harrogate",
      region: "North Yorkshire",
      postalCode: "HG1 2RR",
      country: "United Kingdom",
      latitude: "53.9936",
      longitude: "-1.5418",
      telephone: "01423 000 002",
      email: "harrogate@example.org",
      websiteUrl: "https://harrogate.example.org",
      logoUrl: "https://harrogate.example.org/logo.png",
      termsConditionsUrl: "https://harrogate.example.org/terms",
      privacyPolicyUrl: "https://harrogate.example.org/privacy",
      openActiveTaxMode: "Exclusive",
      inactive: false,
      webVisible: true,
      openingDate: new Date("2015-09-12T00:00:00Z"),
    },
    {
      id: siteIds.inactive,
      name: "Otley Pool",
      description: "Closed for refurbishment",
      addressLine1: "Bridge Street",
      townCity: "Otley",
      region: "West Yorkshire",
      postalCode: "LS21 1BQ",
      country: "United Kingdom",
      telephone: "01943 000 003",
      email: "otley@example.org",
      termsConditionsUrl: "https://otley.example.org/terms",
      privacyPolicyUrl: "https://otley.example.org/privacy",
      openActiveTaxMode: "Inclusive",
      inactive: true,
    },
  ]);
  // Courts and pitches share the site calendar; each padel/tennis court has a private ($$) one; the
  // retail product a private one without opening times (calendarId is "always set", ResourceProduct).
  await tx.insert(calendars).values([
    { id: "LEEDSCAL", description: "Leeds Central opening hours" },
    { id: "$$PADEL1", description: "Padel court 1" },
    { id: "$$TENNIS1", description: "Tennis court 1" },
    { id: `$$${productIds.retail}`, description: "Towel hire" },
  ]);
  const weekly = (calendarId: string, open: string, close: string, weekendOpen: string, weekendClose: string) =>
    [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      calendarId,
      dayOfWeek: day,
      startTime: day === 0 || day === 6 ? weekendOpen : open,
      endTime: day === 0 || day === 6 ? weekendClose : close,
    }));
  await tx.insert(calendarOpeningTimes).values([
    ...weekly("LEEDSCAL", "06:30", "22:00", "08:00", "20:00"),
    ...weekly("$$PADEL1", "07:00", "21:30", "08:00", "18:00").filter((d) => d.dayOfWeek !== 1), // closed Mondays
    ...weekly("$$TENNIS1", "07:00", "21:00", "08:00", "18:00"),
  ]);
  await tx.insert(products).values([
    ...productIds.courts.map((id, i) => ({
      id,
      description: `Badminton court ${i + 1}`,
      kind: "resource",
      siteId: siteIds.main,
      siteGroupId: "LEEDSGRP",
      calendarId: "LEEDSCAL",
    })),
    ...productIds.pitches.map((id, i) => ({
      id,
      description: `5-a-side pitch ${i + 1}`,
      kind: "resource",
      siteId: siteIds.main,
      siteGroupId: "LEEDSGRP",
      calendarId: "LEEDSCAL",
    })),
    {
      id: productIds.richCourts[0],
      description: "Padel court 1",
      kind: "resource",
      siteId: siteIds.rich,
      siteGroupId: "HGTGRP",
      calendarId: "$$PADEL1",
    },
    {
      id: productIds.richCourts[1],
      description: "Tennis court 1",
      kind: "resource",
      siteId: siteIds.rich,
      siteGroupId: "HGTGRP",
      calendarId: "$$TENNIS1",
      inactive: false,
    },
    {
      id: productIds.retail,
      description: "Towel hire",
      kind: "retail",
      siteId: siteIds.main,
      siteGroupId: "LEEDSGRP",
      calendarId: `$$${productIds.retail}`,
    },
  ]);
  await tx.insert(timeBands).values([
    { id: timeBandIds.restricted, description: "Maintenance block", entryRestricted: true },
    { id: timeBandIds.unrestricted, description: "Peak hours", entryRestricted: false },
    { id: timeBandIds.offPeak, description: "Off-peak block", entryRestricted: true },
  ]);
  await tx.insert(subscriptionTypes).values([
    { id: "GYM", description: "Gym membership" },
    { id: "SWIM", description: "Swim membership" },
    { id: "RACKET", description: "Racket sports" },
    { id: "ALLIN", description: "All-inclusive" },
  ]);

  const named: (typeof members.$inferInsert)[] = [
    {
      id: memberIds.guardian,
      firstName: "Helen",
      lastName: "Marsh",
      email: "helen.marsh@example.com",
      phone: "07700 900001",
      dateOfBirth: "1984-03-14",
      onlineConsentDate: new Date("2023-01-10T09:30:00Z"),
      privacyPolicySigned: true,
      privacyPolicySignedDate: new Date("2023-01-10T09:30:00Z"),
      termsAndConditionsSignedDate: new Date("2023-01-10T09:30:00Z"),
      healthCommitmentStatementSignedDate: new Date("2023-01-10T09:31:00Z"),
    },
    {
      id: memberIds.dependant,
      firstName: "Toby",
      lastName: "Marsh",
      email: null,
      phone: null,
      dateOfBirth: "2014-07-02",
      onlineConsentDate: new Date("2023-01-10T09:35:00Z"),
      onlineConsentGuardianName: "Helen Marsh",
      statusId: statusIds.junior,
    },
    {
      id: memberIds.unlinked,
      firstName: "Ravi",
      lastName: "Kapoor",
      email: "ravi.kapoor@example.com",
      phone: "07700 900003",
      dateOfBirth: "1990-11-23",
      onlineConsentDate: new Date("2024-05-02T18:00:00Z"),
    },
    {
      id: memberIds.walletNoCard,
      firstName: "Grace",
      lastName: "Okafor",
      email: "grace.okafor@example.com",
      phone: "07700 900004",
      dateOfBirth: "1979-06-30",
      onlineConsentDate: new Date("2022-08-19T12:00:00Z"),
    },
    {
      id: memberIds.noWallet,
      firstName: "Daniel",
      lastName: "Novak",
      email: "daniel.novak@example.com",
      phone: "07700 900005",
      dateOfBirth: "1995-02-11",
      onlineConsentDate: new Date("2025-02-01T08:15:00Z"),
    },
    {
      id: memberIds.staffCreated,
      firstName: "Margaret",
      lastName: "Ellis",
      email: "margaret.ellis@example.com",
      phone: "01132 000006",
      dateOfBirth: "1951-09-05",
      onlineConsentDate: null,
    },
    {
      id: memberIds.noHistory,
      firstName: "Yusuf",
      lastName: "Demir",
      email: "yusuf.demir@example.com",
      phone: "07700 900007",
      dateOfBirth: "2001-12-19",
      onlineConsentDate: new Date("2026-10-01T10:00:00Z"),
    },
    {
      id: memberIds.prospect,
      firstName: "Chloe",
      lastName: "Bennett",
      email: "chloe.bennett@example.com",
      phone: "07700 900008",
      dateOfBirth: "1988-04-27",
      statusId: statusIds.prospect,
      onlineConsentDate: null,
    },
    {
      id: memberIds.cardNoReference,
      firstName: "Ewan",
      lastName: "Fraser",
      email: "ewan.fraser@example.com",
      phone: "07700 900009",
      dateOfBirth: "1972-10-08",
      onlineConsentDate: new Date("2021-03-03T07:45:00Z"),
    },
    {
      id: memberIds.alertFree[0],
      firstName: "Anna",
      lastName: "Kowalski",
      email: "anna.kowalski@example.com",
      phone: "07700 900010",
      dateOfBirth: "1993-01-15",
      onlineConsentDate: new Date("2024-01-15T10:00:00Z"),
    },
    {
      id: memberIds.alertFree[1],
      firstName: "Ben",
      lastName: "Adeyemi",
      email: "ben.adeyemi@example.com",
      phone: "07700 900011",
      dateOfBirth: "1986-08-08",
      onlineConsentDate: new Date("2024-02-15T10:00:00Z"),
    },
    {
      id: memberIds.alertFree[2],
      firstName: "Cara",
      lastName: "Lindqvist",
      email: "cara.lindqvist@example.com",
      phone: "07700 900012",
      dateOfBirth: "1999-05-21",
      onlineConsentDate: new Date("2024-03-15T10:00:00Z"),
    },
    {
      id: memberIds.alertBooked,
      firstName: "Dev",
      lastName: "Mistry",
      email: "dev.mistry@example.com",
      phone: "07700 900013",
      dateOfBirth: "1983-12-01",
      onlineConsentDate: new Date("2024-04-15T10:00:00Z"),
    },
  ];
  await tx.insert(members).values(
    named.map((m) => ({
      statusId: statusIds.full,
      homeSiteId: siteIds.main,
      createdOn: new Date("2020-01-01T00:00:00Z"),
      consentCreatedOn: new Date("2020-01-01T00:00:00Z"),
      consentModifiedOn: new Date("2024-06-01T00:00:00Z"),
      ...m,
    })),
  );
  await tx.insert(memberLinks).values({ guardianId: memberIds.guardian, dependantId: memberIds.dependant });

  // Filler members, loaded through unnest arrays (one statement, no per-row SQL building).
  const count = size === "full" ? 5000 : 300;
  const rng = random(42);
  const cols = {
    id: [] as number[],
    first: [] as string[],
    last: [] as string[],
    email: [] as string[],
    phone: [] as string[],
    dob: [] as string[],
    status: [] as string[],
    site: [] as string[],
    consent: [] as (string | null)[],
  };
  const statusPool = [
    statusIds.full,
    statusIds.full,
    statusIds.full,
    statusIds.junior,
    statusIds.prospect,
    statusIds.expired,
    statusIds.frozen,
  ];
  for (let i = 0; i < count; i++) {
    const id = firstBulkMemberId + i;
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    cols.id.push(id);
    cols.first.push(first);
    cols.last.push(last);
    cols.email.push(`${first}.${last}.${id}@example.com`.toLowerCase());
    cols.phone.push(`07700 ${String(910000 + i).padStart(6, "0")}`);
    cols.dob.push(
      `${rng.int(1945, 2016)}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
    );
    cols.status.push(rng.pick(statusPool));
    cols.site.push(rng.pick([siteIds.main, siteIds.main, siteIds.rich]));
    cols.consent.push(rng.next() < 0.8 ? `20${rng.int(18, 25)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}T10:00:00Z` : null);
  }
  await tx.execute(sql`
    INSERT INTO members (id, first_name, last_name, email, phone, date_of_birth, status_id, home_site_id, online_consent_date, created_on)
    SELECT id, f, l, e, p, d::date, s, h, c::timestamptz, '2020-01-01T00:00:00Z'
    FROM unnest(${pgArray(cols.id, "int")}, ${pgArray(cols.first, "text")}, ${pgArray(cols.last, "text")}, ${pgArray(cols.email, "text")}, ${pgArray(cols.phone, "text")},
                ${pgArray(cols.dob, "text")}, ${pgArray(cols.status, "text")}, ${pgArray(cols.site, "text")}, ${pgArray(cols.consent, "text")}) AS t(id, f, l, e, p, d, s, h, c)`);
  // Families among the filler members: every 25th member is the guardian of the next one.
  const guardians = cols.id.filter((_, i) => i % 25 === 0 && i + 1 < count);
  await tx.execute(
    sql`INSERT INTO member_links (guardian_id, dependant_id) SELECT g, g + 1 FROM unnest(${pgArray(guardians, "int")}) AS t(g)`,
  );

  await tx.insert(platformUsers).values(demoUserNames.map((userName) => ({ userName })));
}

export const coreFixtures = {
  members: {
    guardian: memberIds.guardian,
    dependant: memberIds.dependant,
    unlinked: memberIds.unlinked,
    walletNoCard: memberIds.walletNoCard,
    noWallet: memberIds.noWallet,
    staffCreated: memberIds.staffCreated,
    noHistory: memberIds.noHistory,
    prospect: memberIds.prospect,
    cardNoReference: memberIds.cardNoReference,
  },
  siteId: siteIds.main,
  richSiteId: siteIds.rich,
  inactiveSiteId: siteIds.inactive,
  statusIds: Object.values(statusIds),
  resourceProductIds: [...productIds.courts.slice(0, 2)],
  retailProductId: productIds.retail,
  timeBands: { restricted: timeBandIds.restricted, unrestricted: timeBandIds.unrestricted },
  userNames: demoUserNames,
};
