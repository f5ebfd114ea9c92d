/** The human-readable reference page at /platform/docs, rendered from the OpenAPI document. */
import { createHash } from "node:crypto";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

const docsStyle =
  "body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}code{font-size:1rem}section{border-top:1px solid #ccc}";

/** The docs page's own policy: its one stylesheet (by hash), no scripts, nothing else loads, never framed. */
export const docsPagePolicy = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(docsStyle).digest("base64")}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** A self-contained reference page (no CDN: these machines are offline; served with docsPagePolicy). */
export function renderDocsPage(document: object): string {
  const doc = document as {
    info: { title: string; description: string };
    paths: Record<
      string,
      Record<string, { summary?: string; description?: string; responses: Record<string, { description: string }> }>
    >;
  };
  const operations = Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
    .sort((a, b) => a.path.localeCompare(b.path));
  const rows = operations
    .map(
      ({ path, method, op }) => `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>
<p>${escapeHtml(op.summary ?? "")}</p>${op.description ? `<p>${escapeHtml(op.description).replace(/\n/g, "<br>")}</p>` : ""}
<ul>${Object.entries(op.responses)
        .map(([status, r]) => `<li><strong>${status}</strong> ${escapeHtml(r.description)}</li>`)
        .join("")}</ul></section>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)}</title>
<style>${docsStyle}</style></head>
<body><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p><p><a href="/platform/openapi.json">openapi.json</a></p>
<h2>Generate a client</h2><p>TypeScript: <code>npx openapi-typescript https://your-host/platform/openapi.json -o platform-api.d.ts</code>, then <code>createClient&lt;paths&gt;({ baseUrl: "https://your-host/platform" })</code> from <code>openapi-fetch</code>. Any OpenAPI 3.1 generator works: every operation has an <code>operationId</code> and declares each response it can send, failures included.</p>${rows}</body></html>`;
}
