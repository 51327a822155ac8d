/**
 * A pack document as a PDF (docs/product.md#the-document-pack): A4, the filled template laid out
 * from its blocks, a signature block naming each signer, and on every page the agency, its EA
 * licence, the case owner's EA registration number, the case reference and "Page n of m".
 * Burmese runs are set in Noto Sans Myanmar, everything else in DejaVu Sans.
 */

import { type DocumentBlock, documentBlocks } from "@maids/contract/document-markup.ts";
import {
  DOCUMENT_PACK_TEXTS,
  SIGNER_LABELS,
  type SignerRole,
} from "@maids/contract/document-pack.ts";
import { collectPdf, formatSingaporeTime, PDF_COLOURS, PDF_FONTS } from "../pdf/pdf-basics.ts";

export interface DocumentPdfInput {
  title: string;
  /** The filled template. */
  text: string;
  agency: { name: string; licenceNumber: string };
  owner: { name: string; eaRegistrationNumber: string };
  reference: string;
  /** "Version 2, template version 3": which document this is. */
  versionLine: string;
  signers: { role: SignerRole; name: string }[];
  generatedAt: Date;
  /** Once every party signed: their signatures in place, and the signing record on a last page. */
  signed?: {
    signatures: Partial<Record<SignerRole, GivenSignature>>;
    record: { header: string[]; rows: string[][]; notes: string[] };
  };
}

interface GivenSignature {
  /** A drawn signature's PNG, or null for a typed one. */
  image: Buffer | null;
  typedName: string | null;
  signedAt: Date;
}

type Doc = PDFKit.PDFDocument;

const PAGE = { margin: 50, header: 34, footer: 30 };
const COLOURS = PDF_COLOURS;
const SIZES = { title: 15, heading: 11.5, body: 10, table: 9, small: 7.5 };
const CELL_PADDING = 4;

/** Myanmar, Myanmar Extended-A and -B. */
const MYANMAR_RUN = /([\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]+)/u;

/** `text` in runs of one script each, with the font that draws it. */
function runsOf(text: string, bold: boolean): { text: string; font: string }[] {
  return text
    .split(MYANMAR_RUN)
    .filter((run) => run !== "")
    .map((run) => {
      const burmese = MYANMAR_RUN.test(run);
      const font = burmese
        ? bold
          ? PDF_FONTS.myanmarBold
          : PDF_FONTS.myanmar
        : bold
          ? PDF_FONTS.bold
          : PDF_FONTS.regular;
      return { text: run, font };
    });
}

/** Writes `text` at the current position (or `at`), switching fonts between scripts. */
function write(
  doc: Doc,
  text: string,
  options: PDFKit.Mixins.TextOptions & { bold?: boolean; at?: { x: number; y: number } } = {},
) {
  const { bold = false, at, ...textOptions } = options;
  const runs = runsOf(text, bold);
  if (runs.length === 0) return;
  runs.forEach((run, index) => {
    doc.font(run.font);
    const last = index === runs.length - 1;
    const runOptions = { ...textOptions, continued: !last };
    if (index === 0 && at) doc.text(run.text, at.x, at.y, runOptions);
    else if (index === 0) doc.text(run.text, runOptions);
    else doc.text(run.text, { continued: !last });
  });
}

const contentWidth = (doc: Doc) => doc.page.width - PAGE.margin * 2;
const contentBottom = (doc: Doc) => doc.page.height - PAGE.margin - PAGE.footer;

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > contentBottom(doc)) doc.addPage();
}

function writeBlock(doc: Doc, block: DocumentBlock) {
  const width = contentWidth(doc);
  const x = PAGE.margin;
  switch (block.type) {
    case "title":
      ensureRoom(doc, 40);
      doc.fontSize(SIZES.title).fillColor(COLOURS.accent);
      write(doc, block.text, { bold: true, width, at: { x, y: doc.y } });
      doc.moveDown(0.6);
      return;
    case "heading":
      ensureRoom(doc, 50);
      doc.moveDown(0.4).fontSize(SIZES.heading).fillColor(COLOURS.text);
      write(doc, block.text, { bold: true, width, at: { x, y: doc.y } });
      doc.moveDown(0.3);
      return;
    case "paragraph":
      doc.fontSize(SIZES.body).fillColor(COLOURS.text);
      ensureRoom(doc, doc.currentLineHeight(true) * 2);
      write(doc, block.text, { width, lineGap: 2, at: { x, y: doc.y } });
      doc.moveDown(0.5);
      return;
    case "item":
      doc.fontSize(SIZES.body).fillColor(COLOURS.text);
      ensureRoom(doc, doc.currentLineHeight(true) * 2);
      {
        const top = doc.y;
        doc.font(PDF_FONTS.regular).text("•", x + 6, top, { lineBreak: false });
        write(doc, block.text, { width: width - 18, lineGap: 2, at: { x: x + 18, y: top } });
      }
      doc.moveDown(0.25);
      return;
    case "table":
      writeTable(doc, block.header, block.rows);
      doc.moveDown(0.5);
      return;
  }
}

function rowHeight(doc: Doc, cells: string[], widths: number[], bold: boolean): number {
  doc.fontSize(SIZES.table);
  return Math.max(
    ...cells.map((cell, index) => {
      doc.font(runsOf(cell, bold)[0]?.font ?? PDF_FONTS.regular);
      return doc.heightOfString(cell || " ", { width: (widths[index] ?? 0) - CELL_PADDING * 2 });
    }),
  );
}

function writeRow(doc: Doc, cells: string[], widths: number[], header: boolean) {
  const height = rowHeight(doc, cells, widths, header) + CELL_PADDING * 2;
  ensureRoom(doc, height);
  const top = doc.y;
  let x = PAGE.margin;
  if (header) doc.rect(x, top, contentWidth(doc), height).fill(COLOURS.shade);
  doc.fillColor(COLOURS.text).fontSize(SIZES.table);
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 0;
    write(doc, cell, {
      bold: header,
      width: width - CELL_PADDING * 2,
      at: { x: x + CELL_PADDING, y: top + CELL_PADDING },
    });
    x += width;
  });
  doc
    .moveTo(PAGE.margin, top + height)
    .lineTo(PAGE.margin + contentWidth(doc), top + height)
    .lineWidth(0.5)
    .strokeColor(COLOURS.rule)
    .stroke();
  doc.x = PAGE.margin;
  doc.y = top + height;
}

/** Shares of the width: the first column names things and takes more room, the rest hold figures. */
function defaultShares(columns: number): number[] {
  if (columns === 1) return [1];
  const first = Math.max(0.3, 1 - 0.17 * (columns - 1));
  return [first, ...Array.from({ length: columns - 1 }, () => (1 - first) / (columns - 1))];
}

function writeTable(doc: Doc, header: string[], rows: string[][], shares?: number[]) {
  const columns = Math.max(header.length, ...rows.map((row) => row.length));
  const width = contentWidth(doc);
  const widths = (shares ?? defaultShares(columns)).map((share) => share * width);
  const pad = (cells: string[]) =>
    Array.from({ length: columns }, (_, index) => cells[index] ?? "");
  writeRow(doc, pad(header), widths, true);
  for (const row of rows) writeRow(doc, pad(row), widths, false);
}

/** The signing record's columns: signer, when, how, from where. */
const RECORD_SHARES = [0.27, 0.16, 0.3, 0.27];

const SIGNATURE_BOX = { height: 74, line: 54, gap: 20 };

/** The signature over the line: the drawn image fitted in, or the typed name. */
function writeSignature(
  doc: Doc,
  signature: GivenSignature,
  x: number,
  top: number,
  width: number,
) {
  const area = { top: top + 22, height: SIGNATURE_BOX.line - 24 };
  if (signature.image) {
    doc.image(signature.image, x, area.top, {
      fit: [width, area.height],
      valign: "bottom",
    });
  } else {
    doc.font(PDF_FONTS.italic).fontSize(15).fillColor(COLOURS.text);
    doc.text(signature.typedName ?? "", x, area.top + area.height - 18, {
      width,
      lineBreak: false,
    });
  }
}

function writeSignatureBlock(doc: Doc, input: DocumentPdfInput) {
  if (input.signers.length === 0) return;
  const width = contentWidth(doc);
  ensureRoom(doc, 60);
  doc.moveDown(0.8).fontSize(SIZES.heading).fillColor(COLOURS.text);
  write(doc, DOCUMENT_PACK_TEXTS.signatureHeading, {
    bold: true,
    width,
    at: { x: PAGE.margin, y: doc.y },
  });
  doc.moveDown(0.4);
  const boxWidth = (width - SIGNATURE_BOX.gap) / 2;
  input.signers.forEach((signer, index) => {
    const column = index % 2;
    if (column === 0) ensureRoom(doc, SIGNATURE_BOX.height);
    const top = doc.y;
    const x = PAGE.margin + column * (boxWidth + SIGNATURE_BOX.gap);
    doc.fontSize(SIZES.small).fillColor(COLOURS.muted);
    write(doc, SIGNER_LABELS[signer.role], { width: boxWidth, at: { x, y: top } });
    doc.fontSize(SIZES.body).fillColor(COLOURS.text);
    write(doc, signer.name || " ", { width: boxWidth, at: { x, y: top + 11 } });
    const given = input.signed?.signatures[signer.role];
    if (given) writeSignature(doc, given, x, top, boxWidth);
    const line = top + SIGNATURE_BOX.line;
    doc
      .moveTo(x, line)
      .lineTo(x + boxWidth, line)
      .lineWidth(0.5)
      .strokeColor(COLOURS.muted)
      .stroke();
    doc.fontSize(SIZES.small).fillColor(COLOURS.muted);
    const caption = given
      ? DOCUMENT_PACK_TEXTS.signedOn(formatSingaporeTime(given.signedAt))
      : DOCUMENT_PACK_TEXTS.signatureAndDate;
    write(doc, caption, { width: boxWidth, at: { x, y: line + 3 } });
    doc.x = PAGE.margin;
    doc.y = column === 0 && index < input.signers.length - 1 ? top : top + SIGNATURE_BOX.height;
  });
}

/** The last page of a signed document: who signed, when, how, from where, and what they saw. */
function writeSigningRecord(doc: Doc, record: NonNullable<DocumentPdfInput["signed"]>["record"]) {
  doc.addPage();
  writeBlock(doc, { type: "title", text: DOCUMENT_PACK_TEXTS.recordTitle });
  writeTable(doc, record.header, record.rows, RECORD_SHARES);
  doc.moveDown(0.6);
  for (const note of record.notes) writeBlock(doc, { type: "paragraph", text: note });
}

function writePageFrames(doc: Doc, input: DocumentPdfInput) {
  const { start, count } = doc.bufferedPageRange();
  const width = contentWidth(doc);
  const owner = `EA personnel ${input.owner.name} (${input.owner.eaRegistrationNumber || "registration number not on file"})`;
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing in the margins must not start another page.
    const margins = { ...doc.page.margins };
    doc.page.margins.top = 0;
    doc.page.margins.bottom = 0;
    const top = PAGE.margin - PAGE.header + 4;
    doc.fontSize(SIZES.small).fillColor(COLOURS.muted);
    write(doc, `${input.agency.name} · EA licence ${input.agency.licenceNumber}`, {
      bold: true,
      width,
      at: { x: PAGE.margin, y: top },
    });
    write(doc, `Case ${input.reference} · ${owner}`, {
      width,
      at: { x: PAGE.margin, y: top + 10 },
    });
    const bottom = doc.page.height - PAGE.margin - 8;
    doc
      .moveTo(PAGE.margin, bottom - 6)
      .lineTo(PAGE.margin + width, bottom - 6)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.fontSize(SIZES.small).fillColor(COLOURS.muted);
    write(doc, `${input.title} · ${input.versionLine}`, {
      width: width * 0.7,
      at: { x: PAGE.margin, y: bottom },
    });
    write(doc, DOCUMENT_PACK_TEXTS.pageFooter(index - start + 1, count), {
      width,
      align: "right",
      at: { x: PAGE.margin, y: bottom },
    });
    doc.page.margins = margins;
  }
}

/** The PDF's bytes. */
export async function renderDocumentPdf(input: DocumentPdfInput): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: {
      top: PAGE.margin + PAGE.header / 2,
      left: PAGE.margin,
      right: PAGE.margin,
      bottom: PAGE.margin,
    },
    bufferPages: true,
    font: PDF_FONTS.regular,
    info: {
      Title: `${input.title}: ${input.reference}`,
      Author: input.agency.name,
      CreationDate: input.generatedAt,
    },
  } as PDFKit.PDFDocumentOptions);
  const done = collectPdf(doc);
  const blocks = documentBlocks(input.text);
  if (blocks[0]?.type !== "title") writeBlock(doc, { type: "title", text: input.title });
  for (const block of blocks) writeBlock(doc, block);
  writeSignatureBlock(doc, input);
  if (input.signed) writeSigningRecord(doc, input.signed.record);
  writePageFrames(doc, input);
  doc.end();
  return done;
}
