// What a placement's documents cost to lay out, seal and bundle: `npm run bench:documents`.
//
//   npm run bench:documents                    20 rounds of the seven starter documents
//   npm run bench:documents -- --rounds 50
//
// One process, no server, no database: each starter template is filled with sample values of
// realistic length (a fee table of six lines, a 24-month loan schedule), laid out as the pack's
// PDF (server/src/document-pack/document-pdf.ts), laid out again with four signatures and the
// signing record and sealed with a self-signed certificate as the last signature does, and the
// seven sealed PDFs merged as "Download the whole pack" does. Prints the wall time of each
// step (p50, p95, max in ms, after a warm-up round) and the bytes, and exits 1 when laying out
// a document takes 100 ms or more at p95 (a pack of seven is generated inside one request).
// Bounded by BENCH_TIMEOUT_S (5 minutes).
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { tableText } from "../contract/src/document-markup.ts";
import {
  DOCUMENT_KINDS,
  DOCUMENT_TITLES,
  TEMPLATE_FIELD_NAMES,
} from "../contract/src/document-pack.ts";
import { renderDocumentPdf } from "../server/src/document-pack/document-pdf.ts";
import { starterTemplate } from "../server/src/document-pack/starter-templates.ts";
import { fillTemplate } from "../server/src/document-pack/template-engine.ts";
import { mergePdfs } from "../server/src/pdf/pdf-merge.ts";
import { sealPdf } from "../server/src/pdf/pdf-seal.ts";
import { selfSignedCertificate } from "../server/src/pdf/signing-certificate.ts";

const { values: options } = parseArgs({ options: { rounds: { type: "string", default: "20" } } });
const ROUNDS = Number(options.rounds);
const BUDGET_P95_MS = 100;
const timeLimit = setTimeout(
  () => {
    console.error("document-pack: over its time limit");
    process.exit(3);
  },
  Number(process.env.BENCH_TIMEOUT_S ?? 300) * 1000,
);
timeLimit.unref();

/** @type {Record<string, string>} */
const values = Object.fromEntries(
  TEMPLATE_FIELD_NAMES.map((name) => [name, "Sample value of a field"]),
);
values["fees.table"] = tableText(
  ["Item", "Amount"],
  Array.from({ length: 6 }, (_, index) => [`Fee line ${index + 1}`, "$380.00"]),
);
values["loan.schedule"] = tableText(
  ["Month", "Salary", "Rest-day pay", "Deduction", "She receives"],
  Array.from({ length: 24 }, (_, index) => [
    `${index + 1}`,
    "$650.00",
    "$25.00",
    "$55.00",
    "$620.00",
  ]),
);
const frame = {
  agency: { name: "HomeHelp SG", licenceNumber: "25C0000" },
  owner: { name: "Faizal Rahman", eaRegistrationNumber: "R2601003C" },
  reference: "PC-2026-0012",
  versionLine: "Version 1, template version 1",
};
/** @type {{ role: "employer" | "spouse" | "helper" | "case_owner", name: string }[]} */
const signers = [
  { role: "employer", name: "Tan Mei Ling" },
  { role: "spouse", name: "Lee Wei Jie" },
  { role: "helper", name: "Siti Rahayu" },
  { role: "case_owner", name: "Faizal Rahman" },
];
const drawn = await sharp({
  create: { width: 480, height: 160, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
})
  .composite([
    {
      input: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160"><path d="M20 120 C 120 0, 180 160, 280 60 S 440 100, 460 40" stroke="#123" stroke-width="6" fill="none"/></svg>',
      ),
    },
  ])
  .png()
  .toBuffer();
const certificate = selfSignedCertificate("HomeHelp SG");

/** @param {number[]} times */
function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

/** @template T @param {() => Promise<T>} work @returns {Promise<[T, number]>} */
async function timed(work) {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

/** @type {{ layout: number[], seal: number[], merge: number[] }} */
const times = { layout: [], seal: [], merge: [] };
const bytes = { generated: 0, sealed: 0, merged: 0 };
for (let round = 0; round <= ROUNDS; round++) {
  /** @type {Buffer[]} */
  const sealedPack = [];
  for (const kind of DOCUMENT_KINDS) {
    const text = fillTemplate(starterTemplate(kind), values);
    const input = {
      ...frame,
      title: DOCUMENT_TITLES[kind],
      text,
      signers,
      generatedAt: new Date(),
    };
    const [pdf, layoutMs] = await timed(() => renderDocumentPdf(input));
    const given = { image: drawn, typedName: null, signedAt: new Date() };
    const [sealed, sealMs] = await timed(async () =>
      sealPdf(
        await renderDocumentPdf({
          ...input,
          signed: {
            signatures: { employer: given, spouse: given, helper: given, case_owner: given },
            record: {
              header: ["Signer", "Signed", "How", "From"],
              rows: signers.map((signer) => [
                signer.name,
                "28 Nov 2026, 12:40",
                "online",
                "127.0.0.1",
              ]),
              notes: ["Every signer was shown the same document."],
            },
          },
        }),
        certificate,
        { reason: "Signed by every party", location: "Singapore", contactInfo: "hello@example.sg" },
      ),
    );
    sealedPack.push(sealed);
    // The first round warms up fonts, zlib and the JIT; it is not counted.
    if (round > 0) {
      times.layout.push(layoutMs);
      times.seal.push(sealMs);
      bytes.generated = Math.max(bytes.generated, pdf.length);
      bytes.sealed = Math.max(bytes.sealed, sealed.length);
    }
  }
  const [merged, mergeMs] = await timed(() => mergePdfs(sealedPack, "Document pack"));
  if (round > 0) {
    times.merge.push(mergeMs);
    bytes.merged = merged.length;
  }
}

const row = (/** @type {string} */ name, /** @type {number[]} */ list) => {
  const { p50, p95, max } = summary(list);
  return `${name.padEnd(34)} p50 ${p50.toFixed(1).padStart(6)}  p95 ${p95.toFixed(1).padStart(6)}  max ${max.toFixed(1).padStart(6)} ms`;
};
console.log(
  `document-pack: ${ROUNDS} rounds of ${DOCUMENT_KINDS.length} documents, ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(1)}`,
);
console.log(row("lay out one document", times.layout));
console.log(row("lay out again signed, and seal", times.seal));
console.log(row("merge the seven sealed PDFs", times.merge));
console.log(
  `largest generated ${(bytes.generated / 1024).toFixed(0)} KB, sealed ${(bytes.sealed / 1024).toFixed(0)} KB, merged pack ${(bytes.merged / 1024).toFixed(0)} KB`,
);
const layoutP95 = summary(times.layout).p95;
if (layoutP95 >= BUDGET_P95_MS) {
  console.error(
    `laying out a document took ${layoutP95.toFixed(1)} ms at p95: the budget is ${BUDGET_P95_MS} ms`,
  );
  process.exitCode = 1;
}
