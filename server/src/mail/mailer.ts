/**
 * mail/: sending mail (SMTP or the outbox folder); the texts are in templates.ts.
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written to the outbox
 * folder as an .eml file and logged (with its links outside production, where
 * they are secrets), so password reset works in development.
 */
export function createMailer(config: Config["mail"], log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const { message } = await transport.sendMail({ from: config.from, ...mail });
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(
        config.outboxDir,
        `${new Date().toISOString().replaceAll(":", "-")}-${randomUUID()}.eml`,
      );
      await writeFile(file, message as Buffer);
      log.info(
        {
          subject: mail.subject,
          file,
          // For a developer reading the console; never in production (addresses, reset tokens).
          ...(config.logLinks
            ? { to: mail.to, links: mail.text.match(/https?:\/\/\S+/g) ?? [] }
            : {}),
        },
        "mail written to outbox",
      );
    },
  };
}

/** `mailer`, telling `onFailure` of each mail it could not send (the operator's metrics). */
export function countingFailures(mailer: Mailer, onFailure: () => void): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        onFailure();
        throw error;
      }
    },
  };
}
