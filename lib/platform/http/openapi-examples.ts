/**
 * An example value for a request body, made from its JSON Schema so it always matches the schema:
 * enums and consts take their first value, numbers 1 (else their lowest allowed), strings a word within their
 * length (a date or date-time in their format), objects every property, arrays one item.
 */
type JsonSchema = Record<string, unknown>;

const patternCandidates = ["2026-01-05T09:00:00", "2026-01-05", "09:00", "#1A2B3C", "EXAMPLE", "example", "1"];

const stringOf = (schema: JsonSchema): string => {
  if (schema.format === "date-time") return "2026-01-05T09:00:00Z";
  if (schema.format === "date") return "2026-01-05";
  if (schema.format === "email") return "member@example.org";
  if (schema.format === "uri" || schema.format === "url") return "https://example.org";
  if (schema.format === "uuid") return "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
  // a pattern: the first of a few usual values it accepts
  const pattern = typeof schema.pattern === "string" ? new RegExp(schema.pattern, "u") : undefined;
  const fitting = patternCandidates.find((c) => pattern?.test(c));
  if (fitting) return fitting;
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? 40);
  return "example".padEnd(min, "x").slice(0, max);
};

/** 1 where the schema allows it, else its lowest allowed value. */
const numberOf = (schema: JsonSchema): number => {
  const low =
    schema.minimum !== undefined
      ? Number(schema.minimum)
      : schema.exclusiveMinimum !== undefined
        ? Number(schema.exclusiveMinimum) + 1
        : -Infinity;
  const high = schema.maximum !== undefined ? Number(schema.maximum) : Infinity;
  return 1 >= low && 1 <= high ? 1 : low;
};

export function exampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.examples) return (schema.examples as unknown[])[0];
  if (schema.default !== undefined) return schema.default;
  if ("const" in schema) return schema.const;
  if (schema.enum) return (schema.enum as unknown[])[0];
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return exampleOf(branches.find((b) => b.type !== "null") ?? branches[0]);
  if (schema.allOf) return exampleOf((schema.allOf as JsonSchema[])[0]);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  const type = types.find((t) => t !== "null") ?? types[0];
  switch (type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, exampleOf(p)]));
    }
    case "array":
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () =>
        exampleOf(schema.items as JsonSchema),
      ).slice(0, schema.maxItems === undefined ? undefined : Number(schema.maxItems));
    case "string":
      return stringOf(schema);
    case "integer":
    case "number":
      return numberOf(schema);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return {};
  }
}
