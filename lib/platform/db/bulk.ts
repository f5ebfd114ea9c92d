import { sql, type SQL } from "drizzle-orm";

/**
 * Binds a whole JS array as ONE parameter cast to a PostgreSQL array type, for
 * `unnest(...)` bulk loads (1M rows in seconds) and `= ANY(...)` filters.
 * Drizzle would otherwise expand an array into a tuple of parameters.
 */
export function pgArray(
  values: readonly unknown[],
  type: "int" | "text" | "bool" | "numeric" | "date" | "timestamptz" | "timestamp" | "uuid",
): SQL {
  const literal = `{${values.map((v) => (v === null || v === undefined ? "NULL" : `"${String(v instanceof Date ? v.toISOString() : v).replace(/["\\]/g, "\\$&")}"`)).join(",")}}`;
  return sql`${literal}::${sql.raw(type)}[]`;
}
