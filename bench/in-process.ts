/**
 * The embedded platform in this process on in-memory PGlite (small seed), with a front-desk token: what the
 * in-process benchmarks build their data in and send their requests to. Imported late, after the environment
 * is set, because the platform reads it when first loaded.
 */
export async function inProcessPlatform() {
  process.env.DATABASE_URL = "memory://";
  process.env.SEED = "small";
  process.env.LOG_LEVEL = "warn";
  const { getPlatform } = await import("../lib/platform");
  const { issueToken } = await import("../lib/platform/http/tokens");
  const platform = getPlatform();
  const { db } = await platform.database;
  const token = await issueToken({ products: ["FOH"], features: ["FOHGENERIC"] });
  /** One request to the platform's API, as an integrator's would arrive. */
  const send = (method: string, path: string, body?: unknown) =>
    platform.handle(
      new Request(`http://bench/platform${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  return { platform, db, send };
}
