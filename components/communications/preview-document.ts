/**
 * The preview iframe's document (srcdoc) around a template's filled HTML.
 *
 * Why no `sandbox` attribute: a sandboxed frame without allow-same-origin has an opaque origin that
 * axe (and Playwright) cannot enter, so the preview went untested (axe's "frame-tested"), and with
 * allow-same-origin alone the scan never finished. Nothing in a template may run all the same: its own
 * policy below refuses every script, inline handler and javascript: URL, form and outside load, on top
 * of the page's policy, which a srcdoc document inherits.
 */
const policy =
  "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data: https:; font-src data:; form-action 'none'; base-uri 'none'";

export function previewDocument(html: string): string {
  const body =
    html.trim() === "" ? '<p style="font-family:system-ui,sans-serif;color:#475569">No message yet.</p>' : html;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}">` +
    `<base target="_blank"><title>Email preview</title></head><body>${body}</body></html>`
  );
}
