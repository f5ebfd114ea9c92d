// Runs in the browser before the app's modules. Zod probes `new Function` to compile fast object
// parsers; under the pages' Content-Security-Policy (no 'unsafe-eval') that probe is reported as a
// violation even though zod catches it, so browsers parse without it. Zod keeps its configuration
// in `globalThis.__zod_globalConfig` (what `z.config` writes, read when zod's core loads), so this
// sets it without importing zod: a page that parses nothing loads no zod at all.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
