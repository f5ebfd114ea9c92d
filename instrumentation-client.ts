import { config } from "zod/v4/core";

// Runs in the browser before the app's modules. Zod probes `new Function` to compile fast object
// parsers; under the pages' Content-Security-Policy (no 'unsafe-eval') that probe is reported as a
// violation even though zod catches it, so browsers parse without it. The core's `config` (the one
// `z.config` re-exports) keeps the whole zod API out of every page's first load.
config({ jitless: true });
