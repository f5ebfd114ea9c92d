import { z } from "zod";

// Runs in the browser before the app's modules. Zod probes `new Function` to compile fast object
// parsers; under the pages' Content-Security-Policy (no 'unsafe-eval') that probe is reported as a
// violation even though zod catches it, so browsers parse without it.
z.config({ jitless: true });
