import type { ZodType, z } from "zod";
import { PlatformError, type FieldErrors } from "../http/errors";
import { pascalField } from "@/lib/contract/members";

/** Parses a request body with its contract schema; the first failure becomes a plain-text 400. */
export function parseTextBody<S extends ZodType>(schema: S, body: unknown): z.infer<S> {
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) throw PlatformError.text(400, "The request body must be a JSON object.");
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw PlatformError.text(400, result.error.issues[0].message);
}

/** Parses a request body with its contract schema; failures become a model-state object keyed by the PascalCase field name. */
export function parseModelStateBody<S extends ZodType>(schema: S, body: unknown): z.infer<S> {
  if (body !== undefined && (body === null || typeof body !== "object" || Array.isArray(body))) {
    throw PlatformError.modelState(400, { body: ["The request body must be a JSON object."] });
  }
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const last = issue.path.at(-1);
    const field = last === undefined ? "body" : pascalField(String(last));
    (errors[field] ??= []).push(issue.message);
  }
  throw PlatformError.modelState(400, errors);
}
