import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
  // Import boundaries (design §5): the browser never imports the platform or the transport (type-only
  // imports of lib/client are allowed: they vanish from the bundle, and BFF response types derive from
  // the client functions); the platform and the shared pure domain code never import the app's layers.
  {
    files: ["components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/platform", "@/lib/platform/**", "**/lib/platform", "**/lib/platform/**"],
              message: "components run in the browser: import lib/contract or lib/domain, never lib/platform.",
            },
            {
              group: ["@/lib/client", "@/lib/client/**", "**/lib/client", "**/lib/client/**"],
              allowTypeImports: true,
              message: "components call the BFF (lib/api/areas), never the platform client; type imports only.",
            },
            {
              group: ["@/lib/api/*", "!@/lib/api/areas", "!@/lib/api/call", "!@/lib/api/endpoint"],
              allowTypeImports: true,
              message:
                "components call the BFF as api.<area>.call (lib/api/areas): an area's declarations imported as values put its schemas and zod in the page's first load; type imports only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/platform/**", "lib/domain/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/lib/bff",
                "@/lib/bff/**",
                "**/lib/bff",
                "**/lib/bff/**",
                "@/lib/client",
                "@/lib/client/**",
                "**/lib/client",
                "**/lib/client/**",
                "@/components/**",
                "**/components/**",
              ],
              message: "the platform stands alone: it never imports the BFF, the platform client or components.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/domain/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/lib/platform",
                "@/lib/platform/**",
                "**/lib/platform",
                "**/lib/platform/**",
                "@/lib/bff",
                "@/lib/bff/**",
                "**/lib/bff/**",
                "@/lib/client",
                "@/lib/client/**",
                "**/lib/client/**",
                "@/components/**",
                "**/components/**",
              ],
              message: "lib/domain is pure code both sides import: no platform, BFF, client or components.",
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
    ".data/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
