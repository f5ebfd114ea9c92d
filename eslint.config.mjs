import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** lib/'s folders, lowest layer first: each imports only those before it. The first `browserLayers` are the browser's. */
const libLayers = [
  "domain",
  "contract",
  "venue",
  "api",
  "server",
  "security",
  "platform",
  "app-db",
  "client",
  "auth",
  "outbox",
  "bff",
  "desk-offers",
  "cli",
];
const browserLayers = 4;

// lib/ is the package @frontdesk/lib, which Node loads once in a process (decision 030): imported by another path,
// Next would bundle a second copy of the module into the importing entry.
const libByItsName = {
  group: ["@/lib", "@/lib/*"],
  message: "import lib/ as @frontdesk/lib/... (decision 030): by another path Next bundles a second copy of it.",
};
const libByRelativePath = {
  regex: "^(\\.\\.?/)+lib(/|$)",
  message: "import lib/ as @frontdesk/lib/... (decision 030): by another path Next bundles a second copy of it.",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore marks a deliberately unused name.
      "@typescript-eslint/no-unused-vars": [
        "warn",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  // A function over 120 lines is split into named parts (CONTRIBUTING "Long functions"). Not held: tests, and the
  // seeds (lists of rows, read top to bottom).
  {
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "**/_tests/**", "lib/platform/seed/**"],
    rules: { "max-lines-per-function": ["error", { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  // No import cycles (a lazily loaded chunk importing back into its loader was the usual one): what two modules
  // share lives in a leaf module. Type-only imports do not count; node_modules is not followed.
  {
    files: ["app/**", "components/**", "lib/**"],
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // eslint-config-next names "@typescript-eslint/parser" for eslint-plugin-import to read the imported modules
    // with, but npm nests that package under typescript-eslint, so the plugin silently read no TypeScript module
    // and found no cycle at all. Without the name it parses them with the files' own parser (typescript-eslint's).
    settings: {
      "import/parsers": { "@typescript-eslint/parser": [] },
      "import/extensions": [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"],
      // packages cannot import back into the app: never read them (no-cycle's graph stays the app's own files)
      "import/ignore": ["node_modules"],
    },
  },
  // The layers of lib/ (CONTRIBUTING "The layers of lib/", design §5), lowest first: a folder imports only the folders
  // before it. The browser's four (domain, contract, venue, api) come first, so no browser module can reach a server
  // one; the platform stands alone above server and security, beneath every layer of the app. import/no-restricted-paths
  // sees dynamic import() and type imports too. Tests are held like the code beside them: a test that drives a BFF
  // route lives in app/api/_tests (a private folder: no route), one that needs a higher layer moves up to it.
  // components/ sits on lib's browser layers and below app/; app/, scripts/, bench/ and e2e/ sit above everything.
  {
    files: ["lib/**", "components/**"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            ...libLayers.slice(0, -1).map((layer, i) => ({
              target: `./lib/${layer}`,
              from: libLayers.slice(i + 1).map((above) => `./lib/${above}`),
              message: `lib/${layer} sits below these layers (lowest first: ${libLayers.join(", ")}): move the shared piece down.`,
            })),
            {
              target: "./lib",
              from: ["./components", "./app"],
              message: "lib/ sits below components/ and app/: move the shared piece down into lib/.",
            },
            {
              target: "./components",
              from: ["./app"],
              message: "components/ sits below app/: move the shared piece down.",
            },
            {
              target: "./components",
              from: libLayers.slice(browserLayers).map((layer) => `./lib/${layer}`),
              message: `components run in the browser: import ${libLayers.slice(0, browserLayers).join(", ")} or api.<area>.call, never a server layer.`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [libByItsName] }] },
  },
  {
    files: ["app/**", "components/**", "i18n/**", "proxy.ts", "server.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [libByItsName, libByRelativePath] }] },
  },
  {
    files: ["components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            libByItsName,
            libByRelativePath,
            {
              group: [
                "@frontdesk/lib/api/*",
                "!@frontdesk/lib/api/areas",
                "!@frontdesk/lib/api/call",
                "!@frontdesk/lib/api/endpoint",
                "!@frontdesk/lib/api/read",
              ],
              allowTypeImports: true,
              message:
                "components call the BFF as api.<area>.call or .read (lib/api/areas): an area's declarations imported as values put its schemas and zod in the page's first load; type imports only.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    ".next*/**",
    // generated from the OpenAPI document (openapi-typescript); the client test checks it is current
    "examples/platform-client/platform-api.d.ts",
    "dist/**",
    "build/**",
    ".data/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
