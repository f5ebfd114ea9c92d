/**
 * The body of a configuration write as the original service binds it: property names match
 * case-insensitively (sortOrder, SortOrder and SORTORDER are the same field).
 */
export class JsonFields {
  private readonly byName = new Map<string, unknown>();

  constructor(body: object) {
    for (const [key, value] of Object.entries(body)) this.byName.set(key.toLowerCase(), value);
  }

  /** The value sent for a field; undefined when the field is absent. */
  get(name: string): unknown {
    return this.byName.get(name.toLowerCase());
  }

  has(name: string): boolean {
    return this.byName.has(name.toLowerCase());
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** How a JSON value appears in a message: strings as they are, anything else as compact JSON. */
export const shown = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));
