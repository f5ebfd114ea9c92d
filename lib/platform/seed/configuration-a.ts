import type { Executor } from "../db/client";
import {
  costCentres,
  departments,
  siteFeatures,
  siteImages,
  siteOrganisations,
  siteSocialMedia,
  translations,
  userFieldOptions,
  userFields,
} from "../db/schema";
import { memberIds, siteIds, type SeedSize } from "./ids";

/**
 * Demo data of configuration part A: cost centres with departments, user-field definitions of
 * every type, and the rich site's organisations, images, social media, amenities, facilities and
 * translations. The core seed holds statuses, sites, calendars and resource products.
 */
export const costCentreIds = { operations: "CCTR0001", aquatics: "CCTR0002", fitness: "CCTR0003", retail: "CCTR0004" };

/** Seeded user fields sit high in the sortOrder range so integrators' own sort orders stay free. */
const userFieldSortOrderBase = 30_100;

export async function seedConfigurationA(tx: Executor, _size: SeedSize) {
  await tx.insert(costCentres).values([
    { id: costCentreIds.operations, description: "Leisure operations", reference: "LO-100" },
    { id: costCentreIds.aquatics, description: "Aquatics", reference: "AQ-200" },
    { id: costCentreIds.fitness, description: "Health and fitness", reference: "HF-300" },
    { id: costCentreIds.retail, description: "Retail and catering", reference: "" },
  ]);
  await tx.insert(departments).values([
    { id: "DEPT0001", costCentreId: costCentreIds.operations, description: "Front of house" },
    { id: "DEPT0002", costCentreId: costCentreIds.operations, description: "Facilities management" },
    { id: "DEPT0003", costCentreId: costCentreIds.aquatics, description: "Swim school" },
    { id: "DEPT0004", costCentreId: costCentreIds.aquatics, description: "Lifeguarding" },
    { id: "DEPT0005", costCentreId: costCentreIds.fitness, description: "Gym floor" },
    { id: "DEPT0006", costCentreId: costCentreIds.fitness, description: "Group exercise" },
    { id: "DEPT0007", costCentreId: costCentreIds.retail, description: "Café" },
  ]);

  const fields: (Omit<typeof userFields.$inferInsert, "defaultValue"> & {
    defaultValue: unknown;
    options?: string[];
  })[] = [
    { id: 1, description: "Emergency contact notes", type: "Free_Format", defaultValue: null },
    {
      id: 2,
      description: "How did you hear of us?",
      type: "Options",
      defaultValue: "Website",
      options: ["Friend", "Social media", "Leaflet", "Website"],
    },
    {
      id: 3,
      description: "Induction date",
      type: "Date",
      defaultValue: { DayType: "Current", MonthType: "Current", Day: null, Month: null, Year: 0 },
    },
    { id: 4, description: "Locker number", type: "Numeric", defaultValue: "0" },
    { id: 5, description: "Deposit paid", type: "Currency", defaultValue: "10.00" },
    { id: 6, description: "Referral web page", type: "Hyperlink", defaultValue: "https://leeds.example.org/refer" },
    { id: 7, description: "Account manager", type: "User", defaultValue: { IsCurrentUser: true } },
    { id: 8, description: "Referred by", type: "Member", defaultValue: String(memberIds.guardian) },
    {
      id: 9,
      description: "Preferred pool lane",
      type: "Options",
      defaultValue: null,
      options: ["Slow", "Medium", "Fast"],
    },
    {
      id: 10,
      description: "Renewal reminder",
      type: "Date",
      defaultValue: { DayType: "Fixed", MonthType: "Fixed", Day: 1, Month: 9, Year: 2027 },
    },
    { id: 11, description: "Personal trainer", type: "User", defaultValue: { UserName: "manager" } },
  ];
  await tx.insert(userFields).values(
    fields.map(({ options: _options, defaultValue, ...f }, i) => ({
      ...f,
      sortOrder: userFieldSortOrderBase + i + 1,
      defaultValue: defaultValue === null || defaultValue === undefined ? null : JSON.stringify(defaultValue),
    })),
  );
  await tx
    .insert(userFieldOptions)
    .values(
      fields.flatMap((f) =>
        (f.options ?? []).map((description, i) => ({ userFieldId: f.id!, id: i + 1, description })),
      ),
    );

  // The rich site: organisations, images, social media, amenities, facilities and translations.
  const site = siteIds.rich;
  await tx.insert(siteOrganisations).values([
    { id: 1, siteId: site, type: "Operator", name: "Harrogate Wellness Ltd" },
    { id: 2, siteId: site, type: "Owner", name: "Harrogate Borough Council" },
  ]);
  await tx.insert(siteImages).values([
    { id: 1, siteId: site, url: "https://harrogate.example.org/images/spa.jpg", description: "The thermal suite" },
    { id: 2, siteId: site, url: "https://harrogate.example.org/images/padel.jpg", description: "Indoor padel courts" },
  ]);
  await tx.insert(siteSocialMedia).values([
    {
      id: 1,
      siteId: site,
      url: "https://facebook.example.com/harrogatespa",
      description: "Facebook",
      logoUrl: "https://harrogate.example.org/icons/facebook.svg",
    },
    {
      id: 2,
      siteId: site,
      url: "https://instagram.example.com/harrogatespa",
      description: "Instagram",
      logoUrl: "https://harrogate.example.org/icons/instagram.svg",
    },
  ]);
  await tx.insert(siteFeatures).values([
    {
      id: 1,
      siteId: site,
      kind: "amenity",
      key: "PARKING",
      name: "Free parking",
      description: "120 spaces, 4 accessible",
    },
    { id: 2, siteId: site, kind: "amenity", key: "CAFE", name: "Café", description: "Open during centre hours" },
    { id: 3, siteId: site, kind: "amenity", key: "WIFI", name: "Wi-Fi", description: null },
    {
      id: 4,
      siteId: site,
      kind: "facility",
      key: "SPA",
      name: "Thermal spa",
      description: "Sauna, steam room and plunge pool",
    },
    { id: 5, siteId: site, kind: "facility", key: "PADEL", name: "Padel courts", description: "Two indoor courts" },
    {
      id: 6,
      siteId: site,
      kind: "facility",
      key: "TENNIS",
      name: "Tennis court",
      description: "One floodlit outdoor court",
    },
  ]);
  const t = (entityType: string, entityId: string | number, culture: string, text: string) => ({
    entityType,
    entityId: String(entityId),
    type: entityType,
    culture,
    text,
  });
  await tx
    .insert(translations)
    .values([
      t("Site", site, "fr-FR", "Spa de Harrogate : spa, tennis et padel"),
      t("Site", site, "de-DE", "Harrogate Spa: Spa, Tennis und Padel"),
      t("Site", site, "cy-GB", "Sba Harrogate: sba, tennis a padel"),
      t("SiteImage", 1, "fr-FR", "La suite thermale"),
      t("SiteImage", 2, "fr-FR", "Courts de padel couverts"),
      t("SiteSocialMedia", 1, "fr-FR", "Facebook (en anglais)"),
      t("SiteSocialMedia", 2, "fr-FR", "Instagram (en anglais)"),
      t("SiteAmenity", 1, "fr-FR", "Parking gratuit"),
      t("SiteAmenity", 2, "fr-FR", "Café"),
      t("SiteFacility", 4, "fr-FR", "Spa thermal"),
      t("SiteFacility", 5, "fr-FR", "Courts de padel"),
    ]);
}

/** This part's fixtures (sandbox-contract §4). */
export const fixtures = { costCentreId: costCentreIds.operations };
