import { asc, inArray, sql, and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../db/client";
import { queryValue } from "../../http/input";
import { siteFeatures, siteImages, siteOrganisations, siteSocialMedia, sites, translations } from "../../db/schema";
import type { Site, Translation } from "../../../contract/configuration";

type SiteRow = typeof sites.$inferSelect;

/** Entity types of the translations table that a Site reads. */
const translated = {
  site: "Site",
  image: "SiteImage",
  socialMedia: "SiteSocialMedia",
  amenity: "SiteAmenity",
  facility: "SiteFacility",
} as const;

const orNull = (value: string | null) => (value === null || value === "" ? null : value);
const midnight = (value: Date | null) =>
  value === null
    ? null
    : new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate())).toISOString();

/**
 * The Site resource of the given rows, built with one query per related table (no N+1).
 * withFacilitiesAndAmenities: organisations, images and socialMedia are arrays (else null) and
 * amenities and facilities are added.
 */
export async function renderSites(db: Executor, rows: SiteRow[], withFacilitiesAndAmenities: boolean): Promise<Site[]> {
  if (rows.length === 0) return [];
  const siteIds = rows.map((r) => r.id);
  const [organisations, images, socialMedia, features] = withFacilitiesAndAmenities
    ? await Promise.all([
        db
          .select()
          .from(siteOrganisations)
          .where(inArray(siteOrganisations.siteId, siteIds))
          .orderBy(asc(siteOrganisations.id)),
        db.select().from(siteImages).where(inArray(siteImages.siteId, siteIds)).orderBy(asc(siteImages.id)),
        db
          .select()
          .from(siteSocialMedia)
          .where(inArray(siteSocialMedia.siteId, siteIds))
          .orderBy(asc(siteSocialMedia.id)),
        db.select().from(siteFeatures).where(inArray(siteFeatures.siteId, siteIds)).orderBy(asc(siteFeatures.id)),
      ])
    : [[], [], [], []];

  const wanted: [string, string[]][] = [
    [translated.site, siteIds],
    [translated.image, images.map((i) => String(i.id))],
    [translated.socialMedia, socialMedia.map((s) => String(s.id))],
    [translated.amenity, features.filter((f) => f.kind === "amenity").map((f) => String(f.id))],
    [translated.facility, features.filter((f) => f.kind === "facility").map((f) => String(f.id))],
  ];
  const conditions = wanted
    .filter(([, ids]) => ids.length > 0)
    .map(([entityType, ids]) => and(eq(translations.entityType, entityType), inArray(translations.entityId, ids)));
  const translationRows = await db
    .select()
    .from(translations)
    .where(
      sql.join(
        conditions.map((c) => sql`(${c})`),
        sql` OR `,
      ),
    )
    .orderBy(asc(translations.id));
  const translationsOf = (entityType: string, entityId: string | number): Translation[] =>
    translationRows
      .filter((t) => t.entityType === entityType && t.entityId === String(entityId))
      .map((t) => ({ type: t.type, culture: t.culture, text: t.text }));

  return rows.map((row) => {
    const site: Site = {
      id: row.id,
      name: row.name,
      legalName: row.legalName,
      vatId: row.vatId ?? "",
      description: row.description,
      address: {
        addressLine1: row.addressLine1,
        addressLine2: orNull(row.addressLine2),
        addressLine3: orNull(row.addressLine3),
        townCity: row.townCity,
        region: row.region,
        postalCode: row.postalCode,
        country: row.country,
      },
      location: { latitude: orNull(row.latitude), longitude: orNull(row.longitude) },
      contact: { telephone: row.telephone, email: row.email },
      websiteUrl: orNull(row.websiteUrl),
      logoUrl: orNull(row.logoUrl),
      termsConditionsUrl: row.termsConditionsUrl ?? "",
      privacyPolicyUrl: row.privacyPolicyUrl ?? "",
      openActiveTaxMode: row.openActiveTaxMode,
      isActive: row.inactive !== true,
      isWebVisible: row.webVisible === true,
      openingDate: midnight(row.openingDate),
      organisations: null,
      images: null,
      socialMedia: null,
      translations: translationsOf(translated.site, row.id),
    };
    if (!withFacilitiesAndAmenities) return site;
    const featuresOf = (kind: "amenity" | "facility", entityType: string) =>
      features
        .filter((f) => f.siteId === row.id && f.kind === kind)
        .map((f) => ({
          id: f.id,
          key: f.key,
          name: f.name,
          description: f.description,
          translations: translationsOf(entityType, f.id),
        }));
    return {
      ...site,
      organisations: organisations
        .filter((o) => o.siteId === row.id)
        .map((o) => ({ id: o.id, type: o.type, name: o.name })),
      images: images
        .filter((i) => i.siteId === row.id)
        .map((i) => ({
          id: i.id,
          url: i.url,
          description: i.description,
          translations: translationsOf(translated.image, i.id),
        })),
      socialMedia: socialMedia
        .filter((s) => s.siteId === row.id)
        .map((s) => ({
          id: s.id,
          url: s.url,
          description: s.description,
          logoUrl: s.logoUrl,
          translations: translationsOf(translated.socialMedia, s.id),
        })),
      amenities: featuresOf("amenity", translated.amenity),
      facilities: featuresOf("facility", translated.facility),
    };
  });
}

/**
 * The declared query of the site reads: includeFacilitiesAndAmenities, where only the literal "true"
 * switches the richer shape on (any other value is false, never a 400).
 */
export const siteQuery = {
  schema: z.object({
    includeFacilitiesAndAmenities: z
      .enum(["true", "false"])
      .optional()
      .describe("Only the literal true switches on the richer shape"),
  }),
  parse: (query: URLSearchParams) => ({
    includeFacilitiesAndAmenities: queryValue(query, "includeFacilitiesAndAmenities") === "true",
  }),
};

export const siteGate = {
  products: ["FOH", "CONSUMER", "INTEGRATIONS"],
  features: ["ONLINEBOOK", "ONLINEJOIN", "DATAHUB", "TRP", "FOHGENERIC"],
};
