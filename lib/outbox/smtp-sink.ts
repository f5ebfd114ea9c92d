import { writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

/**
 * A real SMTP server on localhost that keeps what it receives (tests, e2e and the bench read it):
 * nodemailer's smtp-server, no TLS, no auth. `refuse` answers an SMTP code for a recipient the server
 * should refuse (550: mailbox unknown, 451: try later). `keepIn`: a directory where each message is also written
 * as JSON (to, subject, html, text, messageId), for readers in other processes (the e2e tests' workers).
 */
export interface SmtpSink {
  port: number;
  url: string;
  received: ParsedMail[];
  /** resolves once at least n messages have arrived (or rejects after timeoutMs) */
  waitFor(n: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(
  options: { port?: number; refuse?: (recipient: string) => number | undefined; keepIn?: string } = {},
): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const waiting: { n: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address);
      if (!code) return callback();
      const error = Object.assign(new Error(code >= 500 ? "No such mailbox here" : "Mailbox busy, try later"), {
        responseCode: code,
      });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          if (options.keepIn)
            writeFileSync(
              path.join(options.keepIn, `${String(received.length).padStart(6, "0")}.json`),
              JSON.stringify({
                to: [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address)),
                subject: mail.subject,
                html: mail.html || "",
                text: mail.text ?? "",
                messageId: mail.messageId,
              }),
            );
          for (const w of waiting.filter((w) => received.length >= w.n)) w.resolve();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // a client that goes away mid-session (a sender killed with kill -9) is its own affair, not the server's end
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.error(`SMTP sink: ${error.message}`);
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(n, timeoutMs = 15_000) {
      if (received.length >= n) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`SMTP sink: ${received.length} of ${n} messages within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
