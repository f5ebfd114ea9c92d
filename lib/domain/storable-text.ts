/**
 * A character no stored text may hold: NUL and the C0 controls other than tab, line feed and
 * carriage return (PostgreSQL refuses NUL in text), and unpaired UTF-16 surrogates (not valid UTF-8).
 */
const forbiddenText =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** An identifier (path segment, code) may hold no control character at all. */
const forbiddenInId = /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string) => !forbiddenText.test(value);
export const isStorableId = (value: string) => !forbiddenInId.test(value);

/**
 * The path (property names and array indexes) of the first string in a parsed JSON value, key or value, that no
 * stored text may hold; undefined when every string may be stored. Iterative, so no nesting overflows the stack.
 */
export function unstorableTextPath(value: unknown): string[] | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const next = stack.pop()!;
    if (typeof next.value === "string") {
      if (!isStorableText(next.value)) return next.path;
      continue;
    }
    if (typeof next.value !== "object" || next.value === null) continue;
    for (const [key, child] of Object.entries(next.value)) {
      if (!isStorableText(key)) return next.path;
      stack.push({ value: child, path: [...next.path, key] });
    }
  }
  return undefined;
}
