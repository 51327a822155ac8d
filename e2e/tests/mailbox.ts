/** Mails received by the SMTP server that e2e/start-server.mjs runs beside the app. */
const MAILBOX_URL = `http://127.0.0.1:${process.env.MAILBOX_PORT ?? 3101}/mails`;

interface RawMail {
  to: string[];
  raw: string;
}

export async function waitForLink(
  to: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails: RawMail[] = await (await fetch(MAILBOX_URL)).json();
    const mail = mails.find((m) => m.to.includes(to.toLowerCase()) && m.raw.includes(subject));
    const link = mail && /https?:\/\/\S+/.exec(decodeQuotedPrintable(mail.raw))?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
