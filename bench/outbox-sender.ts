/**
 * One sender process for bench/outbox.ts: an instance's sender loop alone, on the PostgreSQL the bench
 * set up (DATABASE_URL), sending to the SMTP server named by argv[2]. Says "ready" once its database is
 * open; stops on SIGTERM (a kill -9 stops it anywhere).
 */
delete process.env.PLATFORM_RESET_DB; // the bench's own process reset the database; this one only joins it
process.env.LOG_LEVEL = "warn";
const smtpUrl = process.argv[2];
const { appDatabase } = await import("../lib/app-db");
const { Sender } = await import("../lib/outbox/sender");
await appDatabase();
const sender = new Sender({ smtpUrl, from: "Venue <desk@venue.example>" });
sender.start(20, 20); // queued by another process: no poke reaches it, so it looks every 20 ms
process.stdout.write("ready\n");
process.on("SIGTERM", () => void sender.stop().then(() => process.exit(0)));
export {}; // a module, for its top-level awaits
