import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "../src/mail/mailer.ts";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("mailer without SMTP", () => {
  it("writes each mail to the outbox as an .eml file and logs its links", async () => {
    const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), "maids-outbox-")), "outbox");
    dirs.push(path.dirname(outboxDir));
    const logged: unknown[] = [];
    const log = { info: (entry: unknown) => logged.push(entry) } as never;
    const mailer = createMailer(
      { smtpUrl: undefined, from: "Agency <no-reply@agency.sg>", outboxDir, logLinks: true },
      log,
    );

    await mailer.send({
      to: "family@example.com",
      subject: "Reset your password",
      text: "Open https://agency.sg/reset-password?token=abc to continue.",
    });

    const [file] = await readdir(outboxDir);
    expect(file).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outboxDir, file ?? ""), "utf8");
    expect(eml).toContain("To: family@example.com");
    expect(eml).toContain("Subject: Reset your password");
    expect(eml).toContain("https://agency.sg/reset-password?token=abc");
    expect(logged).toEqual([
      expect.objectContaining({
        to: "family@example.com",
        links: ["https://agency.sg/reset-password?token=abc"],
      }),
    ]);
  });

  it("logs no link or address in production, where links carry reset tokens", async () => {
    const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), "maids-outbox-")), "outbox");
    dirs.push(path.dirname(outboxDir));
    const logged: unknown[] = [];
    const log = { info: (entry: unknown) => logged.push(entry) } as never;
    const mailer = createMailer(
      { smtpUrl: undefined, from: "Agency <no-reply@agency.sg>", outboxDir, logLinks: false },
      log,
    );
    await mailer.send({
      to: "family@example.com",
      subject: "Reset your password",
      text: "Open https://agency.sg/reset-password?token=secret-token-123 to continue.",
    });
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain("secret-token-123");
    expect(JSON.stringify(logged)).not.toContain("family@example.com");
    expect(await readdir(outboxDir)).toHaveLength(1);
  });
});
