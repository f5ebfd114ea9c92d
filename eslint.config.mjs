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
              message: "components call the BFF (fetchJson), never the platform client; type imports only.",
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
