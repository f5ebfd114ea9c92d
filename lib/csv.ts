/**
 * CSV exports (RFC 4180), the one module every export uses: cells, rows, and a streamed response
 * that pages through a list without holding it in memory.
 */

/**
 * One cell. Text a spreadsheet would take for a formula (starting with = + - @, or a tab or carriage
 * return, OWASP's list) gets a leading apostrophe, so opening an export never runs what a member
 * or a code typed. Numbers are written as they are (a negative number is no formula).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: readonly unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** A column: its heading and how a record fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => unknown;
}

/**
 * A CSV download streamed page by page: the header row at once, then each page's rows as the
 * source yields them (a BFF route pages through the platform). A UTF-8 byte-order mark first, so
 * spreadsheet programs read accents and £ right. The first page is read before answering, so bad
 * filters fail as the route's usual error; a failure mid-way ends the download with an error, never a
 * silently short file.
 */
export async function csvResponse<T>(
  filename: string,
  columns: readonly CsvColumn<T>[],
  pages: AsyncIterable<readonly T[]>,
): Promise<Response> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  const rows = (records: readonly T[]) => records.map((record) => csvRow(columns.map((c) => c.value(record)))).join("");
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(`\uFEFF${csvRow(columns.map((c) => c.header))}${first.done ? "" : rows(first.value)}`),
      );
      if (first.done) controller.close();
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(rows(next.value)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "cache-control": "no-store",
    },
  });
}

/** A file name with today's date: discount-usage-2026-11-23.csv */
export const csvFilename = (name: string, now = new Date()) => `${name}-${now.toISOString().slice(0, 10)}.csv`;
