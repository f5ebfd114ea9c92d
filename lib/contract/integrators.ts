import { z } from "zod";

/** GlobalIntegrator as listed by endpoint 15 (never any key material). */
export const globalIntegrator = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  origin: z.string(),
  logoUrl: z.string().nullable(),
  isGlobal: z.boolean(),
  isBillable: z.boolean(),
  environmentId: z.number().int().nullable(),
  allowedScopes: z
    .string()
    .nullable()
    .describe("JSON array encoded in a string; each entry becomes a features claim and a products claim"),
  canRead: z.boolean(),
  canWrite: z.boolean(),
  canDelete: z.boolean(),
  rateLimitPerMinute: z.number().int(),
  rateLimitPerHour: z.number().int(),
  isActive: z.boolean(),
  createdOn: z.string().nullable(),
  modifiedOn: z.string().nullable(),
  keyIssuedOn: z
    .string()
    .nullable()
    .describe("Extension: when the current key was issued by activation; null before the first activation"),
  lastTokenIssuedOn: z
    .string()
    .nullable()
    .describe("Extension: when /connect/token last issued a token to this integrator; null when never"),
});
export type GlobalIntegrator = z.infer<typeof globalIntegrator>;

const flag = z.boolean({ error: "must be true or false." }).optional();
const rateLimit = z
  .number({ error: "must be a whole number." })
  .int({ error: "must be a whole number." })
  .min(0, { error: "cannot be negative." })
  .max(2_147_483_647, { error: "cannot be more than 2147483647." })
  .optional();

/** Body of POST /api/configuration/admin/integrators (sandbox-contract §3). */
export const createIntegratorRequest = z.object({
  name: z
    .string({ error: "Name is required." })
    .trim()
    .min(1, { error: "Name is required." })
    .max(255, { error: "Name cannot exceed 255 characters." }),
  description: z.string().nullish(),
  origin: z
    .string({ error: "Origin is required." })
    .trim()
    .min(1, { error: "Origin is required." })
    .max(255, { error: "Origin cannot exceed 255 characters." })
    .refine((value) => isWebOrigin(value), {
      error: "Origin must be a single web origin such as https://app.example.com.",
    }),
  logoUrl: z.string().max(500, { error: "LogoUrl cannot exceed 500 characters." }).nullish(),
  allowedScopes: z.string().nullish(),
  canRead: flag,
  canWrite: flag,
  canDelete: flag,
  isBillable: flag,
  rateLimitPerMinute: rateLimit,
  rateLimitPerHour: rateLimit,
  /** Extension: an environment id makes a private (tenant) integrator, which never appears in the global list. */
  environmentId: z.int32().positive().nullish(),
});
export type CreateIntegratorRequest = z.infer<typeof createIntegratorRequest>;

export const activatedIntegrator = globalIntegrator.extend({
  key: z.string().describe("The client secret in plaintext: shown this once, stored only as a hash"),
});

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
});

function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.pathname.replace(/\/$/, "") === "" &&
      !url.search &&
      !url.hash
    );
  } catch {
    return false;
  }
}

/** allowedScopes is a JSON array in a string; null, empty or invalid JSON gives no scope claims (silently). */
export function scopesOf(allowedScopes: string | null | undefined): string[] {
  if (!allowedScopes) return [];
  try {
    const parsed: unknown = JSON.parse(allowedScopes);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}

/** The product and feature names the spec's endpoints are gated on: each allowed scope grants both claims. */
export const knownScopes = [
  "ADMIN",
  "CONSUMER",
  "DATAHUB",
  "FOH",
  "FOHGENERIC",
  "INTEGRATIONS",
  "ONLINEBOOK",
  "ONLINEJOIN",
  "PROSPECTS",
  "TRP",
] as const;
