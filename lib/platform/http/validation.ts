import type { ZodType, z } from "zod";
import { PlatformError, type FieldErrors } from "./errors";

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Parses a request body with its contract schema; failures become a validation problem
 * document keyed by the field's name as the platform spells it (PascalCase).
 */
export function parseProblem<S extends ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map((p) => (typeof p === "number" ? `[${p}]` : pascal(String(p)))).join(".") : "body";
    const message = issue.message.startsWith(pascal(String(issue.path.at(-1) ?? ""))) || !issue.path.length ? issue.message : `${pascal(String(issue.path.at(-1)))} ${issue.message}`;
    (errors[field] ??= []).push(message);
  }
  throw PlatformError.problem(400, errors);
}

/** A positive whole number that fits the platform's int32 ids, or undefined. */
export const positiveInt32 = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
