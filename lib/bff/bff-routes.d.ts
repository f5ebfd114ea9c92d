/** The BFF's route files, bundled into the production server by scripts/build-server.mjs (lib/bff/dispatch.ts). */
declare module "bff-routes" {
  export const bffRoutes: readonly (readonly [pattern: string, module: Record<string, unknown>])[];
}
