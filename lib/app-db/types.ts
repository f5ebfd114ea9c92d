import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database: the app's data functions take either. */
export type AppExecutor = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0] | AppDatabase;
