import path from "node:path";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

/**
 * A form a page shows at start-up gives useContractForm its schema's loader, so the page's start-up neither
 * fetches nor runs zod (and the contract's schemas); they come with the form's first check, and the BFF's declarations
 * with the first read the browser makes (the pages' first reads are the server's). Each form and screen below is
 * bundled as the browser gets it (every package but zod left out, dynamic imports split off): what its module loads
 * statically must not reach zod.
 */
const startUpForms = [
  "components/members/addresses-form.tsx",
  "components/bookings/past-bookings-parts.tsx",
  "components/members/payment-card-form.tsx",
  // the screens of those pages, and of the consent and email-template pages
  "components/members/addresses-screen.tsx",
  "components/bookings/member-bookings-screen.tsx",
  "components/members/payment-card-screen.tsx",
  "components/members/consent-screen.tsx",
  "components/communications/email-template-list.tsx",
];
const isZod = (input: string) => /node_modules\/zod\//.test(input);

/** The inputs an output loads statically: its own and those of the chunks it imports (not those it imports lazily). */
function staticInputs(meta: Metafile, output: string, seen = new Set<string>()): string[] {
  if (seen.has(output)) return [];
  seen.add(output);
  const { inputs, imports } = meta.outputs[output]!;
  return [
    ...Object.keys(inputs),
    ...imports
      .filter((i) => i.kind === "import-statement" && !i.external)
      .flatMap((i) => staticInputs(meta, i.path, seen)),
  ];
}

async function bundle(entryPoints: string[]) {
  const root = path.resolve(import.meta.dirname, "../..");
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    jsx: "automatic",
    write: false,
    metafile: true,
    outdir: "out",
    logLevel: "silent",
    alias: { "@": root },
    plugins: [
      {
        name: "packages-but-zod",
        setup(b) {
          b.onResolve({ filter: /^[^./@]|^@[^/]/ }, (args) =>
            /^zod(\/|$)/.test(args.path) ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return metafile;
}

describe("the forms and screens a page shows at start-up", () => {
  it("load no zod until they are first checked", async () => {
    const meta = await bundle(startUpForms);
    const entries = Object.entries(meta.outputs).filter(([, o]) => o.entryPoint && startUpForms.includes(o.entryPoint));
    expect(entries.map(([, o]) => o.entryPoint).sort()).toEqual([...startUpForms].sort());
    for (const [output, { entryPoint }] of entries)
      expect({ entryPoint, zod: staticInputs(meta, output).filter(isZod) }).toEqual({ entryPoint, zod: [] });
    // zod is in the bundle (the loaders' chunks): the check looks where it could be found
    expect(Object.values(meta.outputs).some((o) => Object.keys(o.inputs).some(isZod))).toBe(true);
  });

  it("a form that imports zod's runtime is found out", async () => {
    const meta = await bundle(["components/members/consent-legal-form.tsx"]);
    const [output] = Object.entries(meta.outputs).find(([, o]) => o.entryPoint)!;
    expect(staticInputs(meta, output).some(isZod)).toBe(true);
  });
});
