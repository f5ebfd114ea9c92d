/**
 * An integrator's first steps with a client generated from the platform's OpenAPI document
 * (openapi-typescript + openapi-fetch): a client-credentials token, the sites, a cost centre's
 * update, and the two failures every client meets — a 400 and a 429 with Retry-After.
 *
 *   npx openapi-typescript http://localhost:3000/platform/openapi.json -o examples/platform-client/platform-api.d.ts
 *   PLATFORM_URL=http://localhost:3000/platform \
 *   ADMIN_TOKEN=$(npm run -s platform -- token --products ADMIN --features ADMIN) \
 *   npx tsx examples/platform-client/example.ts
 *
 * ADMIN_TOKEN only registers the example's own integrator (an operator does that once, in the app).
 */
import createClient, { type Middleware } from "openapi-fetch";
import type { paths } from "./platform-api";

const bearer = (token: string): Middleware => ({
  onRequest: ({ request }) => {
    request.headers.set("Authorization", `Bearer ${token}`);
    return request;
  },
});

export interface ExampleResult {
  sites: string[];
  costCentre: { id: string; description: string };
  /** the 400's messages by field (a model-state object) */
  invalid: Record<string, string[]>;
  /** seconds the 429 asked to wait */
  retryAfter: number;
}

export async function runExample(baseUrl: string, adminToken: string, log = console.log): Promise<ExampleResult> {
  // 1. register an integrator (admin), with a small budget so the 429 comes quickly
  const admin = createClient<paths>({ baseUrl });
  admin.use(bearer(adminToken));
  const created = await admin.POST("/api/configuration/admin/integrators", {
    body: {
      name: `Example integrator ${Date.now()}`,
      origin: "https://integrator.example.org",
      allowedScopes: JSON.stringify(["FOH", "FOHGENERIC"]),
      canRead: true,
      canWrite: true,
      canDelete: false,
      isBillable: false,
      rateLimitPerMinute: 6,
      rateLimitPerHour: 0,
    },
  });
  if (!created.data) throw new Error(`integrator not created: ${created.response.status}`);
  const activated = await admin.POST("/api/configuration/admin/integrators/{id}/activate", {
    params: { path: { id: created.data.id } },
  });
  if (!activated.data) throw new Error(`integrator not activated: ${activated.response.status}`);

  // 2. client credentials: the form body of /connect/token
  const platform = createClient<paths>({ baseUrl });
  const issued = await platform.POST("/connect/token", {
    body: { grant_type: "client_credentials", client_id: String(activated.data.id), client_secret: activated.data.key },
    bodySerializer: (form) => new URLSearchParams(form as Record<string, string>).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  if (!issued.data) throw new Error(`no token: ${JSON.stringify(issued.error)}`);
  platform.use(bearer(issued.data.access_token));
  log(`token for integrator ${activated.data.id}, valid ${issued.data.expires_in} s`);

  // 3. the sites
  const sites = await platform.GET("/api/configuration/sites");
  if (!sites.data) throw new Error(`sites: ${sites.response.status}`);
  log(`${sites.data.length} sites: ${sites.data.map((s) => s.name).join(", ")}`);

  // 4. update a cost centre
  const centres = await platform.GET("/api/configuration/cost-centres");
  const centre = centres.data?.[0];
  if (!centre) throw new Error("no cost centre to update");
  const description = `${centre.description.slice(0, 200)} (checked)`;
  const updated = await platform.PUT("/api/configuration/cost-centres/{id}", {
    params: { path: { id: centre.id } },
    body: { description },
  });
  if (updated.error !== undefined || updated.response.status >= 300)
    throw new Error(`cost centre: ${updated.response.status}`);
  log(`cost centre ${centre.id} is now "${description}"`);

  // 5. a 400: the document says this one is a model-state object (messages by field)
  const refused = await platform.PUT("/api/configuration/cost-centres/{id}", {
    params: { path: { id: centre.id } },
    body: { description: "x".repeat(256) },
  });
  if (refused.response.status !== 400 || typeof refused.error !== "object")
    throw new Error(`expected a 400 model-state answer, got ${refused.response.status}`);
  const invalid = refused.error as Record<string, string[]>;
  log(`400: ${Object.values(invalid).flat().join(" ")}`);

  // 6. a 429: spend the budget; Retry-After says when to come back
  for (let attempt = 0; attempt < 20; attempt++) {
    const { response } = await platform.GET("/api/configuration/sites");
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get("Retry-After"));
      log(`429: try again in ${retryAfter} s`);
      return { sites: sites.data.map((s) => s.id), costCentre: { id: centre.id, description }, invalid, retryAfter };
    }
  }
  throw new Error("the rate budget was never spent");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { PLATFORM_URL, ADMIN_TOKEN } = process.env;
  if (!PLATFORM_URL || !ADMIN_TOKEN) throw new Error("set PLATFORM_URL and ADMIN_TOKEN (see the comment at the top)");
  await runExample(PLATFORM_URL, ADMIN_TOKEN);
}
