/** `url` with its database name replaced by `name` (PostgreSQL URLs). */
export function databaseUrl(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
