import { defineConfig } from "drizzle-kit";

/** Frontdesk's own data (lib/app-db), apart from the platform's (drizzle.config.ts). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/app-db/schema.ts",
  out: "./lib/app-db/migrations",
  schemaFilter: ["frontdesk"],
  migrations: { schema: "frontdesk", table: "__drizzle_migrations" },
});
