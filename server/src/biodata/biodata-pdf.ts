/**
 * The biodata PDF (docs/product.md#biodata, ADR 0023): a helper's profile and biodata laid out as Singapore
 * agencies' biodata forms are, A4, one to two pages. pdfkit writes real text in an embedded
 * font (DejaVu Sans, TrueType, subset), so the document is searchable and looks the same everywhere.
 * It renders what it is given: the routes decide what the viewer may see.
 */
import type { Agency } from "@maids/contract/agency.ts";
import {
  type AdminBiodata,
  BIODATA_LABELS,
  type CustomerBiodata,
  ILLNESSES,
  SKILL_AREAS,
  type SkillRow,
} from "@maids/contract/biodata.ts";
import type { CustomerHelper, EmploymentEntry } from "@maids/contract/helper.ts";
import PDFDocument from "pdfkit";
import { collectPdf, formatSingaporeTime, PDF_COLOURS, PDF_FONTS } from "../pdf/pdf-basics.ts";

export interface BiodataDocument {
  agency: Agency;
  /** The helper as the viewer may see her; an administrator's version adds her supplier. */
  maid: CustomerHelper & { supplier?: string };
  /** The customer's biodata, or the administrator's with home address and contact number. */
  biodata: CustomerBiodata | AdminBiodata;
  /**
   * The staff member who owns her active placement case, when she is in one: the PDF gives
   * their EA personnel registration number (and name) instead of the biodata's own.
   */
  caseOwner: { name: string; eaRegistrationNumber: string } | null;
  /** Her clear photo as JPEG, or null when she has none. */
  photo: Buffer | null;
  generatedAt: Date;
}

const FONTS = PDF_FONTS;

const PAGE = { margin: 40, footer: 28 };
const PHOTO = { width: 118, height: 148 };
const LABEL_WIDTH = 160;
const COLOURS = { ...PDF_COLOURS, star: "#d49a00" };
const SIZES = { agency: 15, title: 11, section: 10.5, body: 8.5, small: 7.5 };
const CELL_PADDING = 3;
/** The row of stars under an assessment. */
const STARS_HEIGHT = 9;

const BIODATA_PDF_TITLE = "Biodata of foreign domestic worker";
/** No illness ticked: the form records what was declared, not a diagnosis. */
const NONE_DECLARED = "None declared";
const NOT_GIVEN = "-";

type Doc = PDFKit.PDFDocument;
type Row = [label: string, value: string];

/** The PDF's bytes. */
export function renderBiodataPdf(document: BiodataDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin },
    bufferPages: true,
    font: FONTS.regular,
    info: {
      Title: `${BIODATA_PDF_TITLE}: ${document.maid.name}`,
      Author: document.agency.name,
      CreationDate: document.generatedAt,
    },
  } as PDFKit.PDFDocumentOptions);
  const done = collectPdf(doc);
  writeHeader(doc, document);
  writeSummary(doc, document);
  writePersonal(doc, document);
  writeMedical(doc, document.biodata);
  writeSkills(doc, document.biodata);
  writeEmployment(doc, document.maid.employmentDetails);
  writeInterview(doc, document);
  writeFooters(doc, document);
  doc.end();
  return done;
}

// ---- page geometry ----

const contentWidth = (doc: Doc) => doc.page.width - PAGE.margin * 2;
/** The lowest y that content may reach: the footer lies below it. */
const contentBottom = (doc: Doc) => doc.page.height - PAGE.margin - PAGE.footer;

/** Starts a new page unless `height` still fits on this one. */
function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= contentBottom(doc)) return false;
  doc.addPage();
  return true;
}

function textHeight(
  doc: Doc,
  text: string,
  width: number,
  font = FONTS.regular,
  size = SIZES.body,
) {
  return doc
    .font(font)
    .fontSize(size)
    .heightOfString(text || " ", { width });
}

// ---- header and summary ----

/**
 * The EA personnel registration number the header gives: her case owner's, with their name,
 * while she is in an active placement case (docs/product.md#biodata), else the biodata's.
 */
function personnelLine({ biodata, caseOwner }: Pick<BiodataDocument, "biodata" | "caseOwner">) {
  const personnel = caseOwner?.eaRegistrationNumber
    ? `${caseOwner.eaRegistrationNumber} (${caseOwner.name})`
    : biodata.eaPersonnelNumber || NOT_GIVEN;
  return `${BIODATA_LABELS.eaPersonnelNumber}: ${personnel}`;
}

function writeHeader(doc: Doc, { agency, biodata, caseOwner }: BiodataDocument) {
  const left = PAGE.margin;
  const width = contentWidth(doc);
  doc.fillColor(COLOURS.accent).font(FONTS.bold).fontSize(SIZES.agency);
  doc.text(agency.name, left, PAGE.margin, { width: width * 0.6 });
  doc.fillColor(COLOURS.muted).font(FONTS.regular).fontSize(SIZES.small);
  doc.text(`EA licence no. ${agency.licenceNumber}`, left, doc.y + 1, { width: width * 0.6 });
  const contact = [agency.phone, agency.email, agency.address].join("\n");
  doc.text(contact, left + width * 0.5, PAGE.margin + 2, { width: width * 0.5, align: "right" });
  const below = Math.max(doc.y, PAGE.margin + 34) + 6;
  rule(doc, below, COLOURS.accent, 1.2);
  doc.fillColor(COLOURS.text).font(FONTS.bold).fontSize(SIZES.title);
  doc.text(BIODATA_PDF_TITLE.toUpperCase(), left, below + 8, { width: width * 0.6 });
  doc.font(FONTS.regular).fontSize(SIZES.small).fillColor(COLOURS.muted);
  doc.text(personnelLine({ biodata, caseOwner }), left + width * 0.45, below + 10, {
    width: width * 0.55,
    align: "right",
  });
  doc.fillColor(COLOURS.text);
  // A long owner's name may wrap the line: the summary starts below it.
  doc.y = Math.max(below + 26, doc.y + 4);
}

function rule(doc: Doc, y: number, colour = COLOURS.rule, thickness = 0.5) {
  doc
    .save()
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + contentWidth(doc), y)
    .lineWidth(thickness)
    .strokeColor(colour)
    .stroke()
    .restore();
}

/** Her name, the facts an employer reads first and her photo beside them. */
function writeSummary(doc: Doc, { maid, photo }: BiodataDocument) {
  const top = doc.y;
  const photoLeft = PAGE.margin + contentWidth(doc) - PHOTO.width;
  drawPhoto(doc, photo, photoLeft, top);
  const width = contentWidth(doc) - PHOTO.width - 16;
  doc.font(FONTS.bold).fontSize(14).fillColor(COLOURS.text);
  doc.text(maid.name, PAGE.margin, top, { width });
  doc.font(FONTS.regular).fontSize(SIZES.small).fillColor(COLOURS.muted);
  doc.text(`Helper ID ${maid.id}`, PAGE.margin, doc.y + 1, { width });
  doc.fillColor(COLOURS.text);
  doc.y += 6;
  keyValues(doc, summaryRows(maid), width);
  doc.y = Math.max(doc.y, top + PHOTO.height) + 10;
}

function summaryRows(maid: BiodataDocument["maid"]): Row[] {
  const rows: Row[] = [
    ["Nationality", maid.country],
    ["Date of birth", `${formatDate(maid.DOB)} (age ${maid.age})`],
    ["Height / weight", `${maid.height} cm / ${maid.weight} kg`],
    ["Religion", maid.Religion],
    ["Marital status", maid.maritalStatus],
    ["Number of children", String(maid.NumChildren)],
    ["Highest education", maid.maidDetails.highestEducation],
    ["Languages", maid.languages.join(", ")],
    ["Expected salary", `S$${maid.salary} per month`],
    ["Rest days per month", String(maid.maidDetails.restDay)],
    ["Availability", maid.isEmployed ? "Currently employed" : "Available"],
  ];
  if (maid.supplier !== undefined) rows.push(["Supplier", maid.supplier]);
  return rows;
}

function drawPhoto(doc: Doc, photo: Buffer | null, x: number, y: number) {
  doc.save().rect(x, y, PHOTO.width, PHOTO.height).lineWidth(0.5).strokeColor(COLOURS.rule);
  if (photo) {
    doc.stroke().restore();
    doc.image(photo, x, y, { fit: [PHOTO.width, PHOTO.height], align: "center", valign: "center" });
    return;
  }
  doc.fillAndStroke(COLOURS.shade, COLOURS.rule).restore();
  doc.font(FONTS.regular).fontSize(SIZES.small).fillColor(COLOURS.muted);
  doc.text("No photo", x, y + PHOTO.height / 2 - 4, { width: PHOTO.width, align: "center" });
  doc.fillColor(COLOURS.text);
}

// ---- sections ----

/** A lettered section's heading, on a new page unless `keepWith` points fit below it. */
function sectionHeading(doc: Doc, heading: string, keepWith = 40) {
  ensureRoom(doc, 22 + keepWith);
  const y = doc.y + 4;
  doc.save().rect(PAGE.margin, y, contentWidth(doc), 16).fill(COLOURS.accent).restore();
  doc.font(FONTS.bold).fontSize(SIZES.section).fillColor("#ffffff");
  doc.text(heading.toUpperCase(), PAGE.margin + 6, y + 3.5, {
    width: contentWidth(doc) - 12,
    lineBreak: false,
  });
  doc.fillColor(COLOURS.text);
  doc.y = y + 22;
}

/** Label and value side by side, one row each; long values wrap under themselves. */
function keyValues(doc: Doc, rows: Row[], width = contentWidth(doc)) {
  const left = PAGE.margin;
  const valueWidth = width - LABEL_WIDTH;
  for (const [label, value] of rows) {
    const shown = value.trim() || NOT_GIVEN;
    const height = Math.max(
      textHeight(doc, label, LABEL_WIDTH - 8),
      textHeight(doc, shown, valueWidth),
    );
    ensureRoom(doc, height + 3);
    const y = doc.y;
    doc.font(FONTS.regular).fontSize(SIZES.body).fillColor(COLOURS.muted);
    doc.text(label, left, y, { width: LABEL_WIDTH - 8 });
    doc.fillColor(COLOURS.text).text(shown, left + LABEL_WIDTH, y, { width: valueWidth });
    doc.y = y + height + 3;
  }
  doc.x = left;
}

function writePersonal(doc: Doc, { biodata }: BiodataDocument) {
  const labels = BIODATA_LABELS.personal;
  const { personal } = biodata;
  sectionHeading(doc, `A. ${BIODATA_LABELS.sections.personal}`);
  const rows: Row[] = [
    [labels.placeOfBirth, personal.placeOfBirth],
    [labels.repatriationPort, personal.repatriationPort],
    [labels.siblings, personal.siblings === null ? "" : String(personal.siblings)],
    [labels.childrenAges, personal.childrenAges.join(", ")],
  ];
  if ("homeAddress" in personal) {
    rows.push([labels.homeAddress, personal.homeAddress]);
    rows.push([labels.homeContactNumber, personal.homeContactNumber]);
  }
  keyValues(doc, rows);
}

/** The medical history's rows only when the version carries it (customers the agency engaged with). */
function writeMedical(doc: Doc, { medical }: CustomerBiodata) {
  const labels = BIODATA_LABELS.medical;
  const foodHandling = medical.foodHandling.map((item) => BIODATA_LABELS.foodHandling[item]);
  const history: Row[] = [];
  if (medical.illnesses) {
    const { illnesses: ticked } = medical;
    const illnesses = ILLNESSES.filter((illness) => ticked[illness]).map(
      (illness) => BIODATA_LABELS.illnesses[illness],
    );
    history.push(
      [labels.allergies, medical.allergies ?? ""],
      [labels.illnesses, illnesses.join(", ") || NONE_DECLARED],
      [labels.otherIllnesses, medical.otherIllnesses ?? ""],
      [labels.physicalDisabilities, medical.physicalDisabilities ?? ""],
    );
  } else {
    const { label, text } = BIODATA_LABELS.medicalHistoryWithheld;
    history.push([label, text]);
  }
  sectionHeading(doc, `B. ${BIODATA_LABELS.sections.medical}`);
  keyValues(doc, [
    ...history,
    [labels.dietaryRestrictions, medical.dietaryRestrictions],
    [labels.foodHandling, [...foodHandling, medical.foodHandlingOther].filter(Boolean).join("; ")],
  ]);
}

// ---- tables ----

interface Column {
  title: string;
  /** A share of the content width. */
  share: number;
}

type Cell = string | { stars: number | null };

function writeSkills(doc: Doc, { skills }: CustomerBiodata) {
  const columns = BIODATA_LABELS.skillColumns;
  tableSection(
    doc,
    `C. ${BIODATA_LABELS.sections.skills}`,
    [
      { title: "Area of work", share: 0.22 },
      { title: columns.willing, share: 0.09 },
      { title: `${columns.experienced} (${columns.experienceYears.toLowerCase()})`, share: 0.13 },
      { title: columns.assessment, share: 0.16 },
      { title: columns.assessorNote, share: 0.4 },
    ],
    SKILL_AREAS.map((area) => skillCells(BIODATA_LABELS.skillAreas[area], skills[area])),
  );
}

function skillCells(area: string, row: SkillRow): Cell[] {
  return [area, yesNo(row.willing), experience(row), { stars: row.assessment }, row.assessorNote];
}

const yesNo = (value: boolean | null) =>
  value === null ? NOT_GIVEN : value ? BIODATA_LABELS.yes : BIODATA_LABELS.no;

function experience(row: SkillRow): string {
  if (row.experienced !== true) return yesNo(row.experienced);
  if (row.experienceYears === null) return BIODATA_LABELS.yes;
  return `${BIODATA_LABELS.yes} (${row.experienceYears} ${row.experienceYears === 1 ? "year" : "years"})`;
}

function writeEmployment(doc: Doc, employment: EmploymentEntry[]) {
  const heading = `D. ${BIODATA_LABELS.sections.employment}`;
  if (employment.length === 0) {
    sectionHeading(doc, heading);
    keyValues(doc, [["Employment history", "No previous employment"]]);
    return;
  }
  tableSection(
    doc,
    heading,
    [
      { title: "Period", share: 0.14 },
      { title: "Country", share: 0.1 },
      { title: "Employer type", share: 0.18 },
      { title: "Main duties", share: 0.22 },
      { title: "Feedback from employer", share: 0.2 },
      { title: "Reason for leaving", share: 0.16 },
    ],
    employment.map((entry) => [
      `${formatMonth(entry.startDate)} - ${formatMonth(entry.endDate)}`,
      entry.country,
      employerText(entry),
      entry.mainJobScope,
      entry.feedback,
      entry.reasonOfLeaving,
    ]),
  );
}

/** The employer type, then the description unless it only repeats the type. */
function employerText({ employerType, employerDescription }: EmploymentEntry): string {
  if (!employerType) return employerDescription;
  if (employerDescription.toLowerCase().startsWith(employerType.toLowerCase())) {
    return employerDescription;
  }
  return [employerType, employerDescription].filter(Boolean).join("\n");
}

/**
 * A section holding a table whose rows grow with their text. The heading stays with the
 * header row and the first row; the header row repeats on each new page.
 */
function tableSection(doc: Doc, heading: string, columns: Column[], rows: Cell[][]) {
  const widths = columns.map((column) => column.share * contentWidth(doc));
  const header = columns.map((column) => column.title);
  const [first = []] = rows;
  sectionHeading(
    doc,
    heading,
    rowHeight(doc, widths, header, true) + rowHeight(doc, widths, first, false),
  );
  const drawHeader = () => drawRow(doc, widths, header, { header: true });
  drawHeader();
  for (const [index, row] of rows.entries()) {
    if (ensureRoom(doc, rowHeight(doc, widths, row, false))) drawHeader();
    drawRow(doc, widths, row, { header: false, shaded: index % 2 === 1 });
  }
  doc.x = PAGE.margin;
  doc.y += 4;
}

const cellText = (cell: Cell) =>
  typeof cell === "string"
    ? cell || NOT_GIVEN
    : cell.stars === null
      ? BIODATA_LABELS.notAssessed
      : `${cell.stars}/5`;

function rowHeight(doc: Doc, widths: number[], cells: Cell[], header: boolean): number {
  const font = header ? FONTS.bold : FONTS.regular;
  const heights = cells.map((cell, index) => {
    const width = (widths[index] ?? 0) - CELL_PADDING * 2;
    const text = textHeight(doc, cellText(cell), width, font);
    return typeof cell === "string" || cell.stars === null ? text : text + STARS_HEIGHT;
  });
  return Math.max(...heights) + CELL_PADDING * 2;
}

function drawRow(
  doc: Doc,
  widths: number[],
  cells: Cell[],
  { header, shaded = false }: { header: boolean; shaded?: boolean },
) {
  const height = rowHeight(doc, widths, cells, header);
  const top = doc.y;
  const fill = header ? COLOURS.shade : shaded ? "#f8fafb" : null;
  if (fill) doc.save().rect(PAGE.margin, top, contentWidth(doc), height).fill(fill).restore();
  let x = PAGE.margin;
  for (const [index, cell] of cells.entries()) {
    const width = widths[index] ?? 0;
    doc
      .font(header ? FONTS.bold : FONTS.regular)
      .fontSize(SIZES.body)
      .fillColor(COLOURS.text);
    doc.text(cellText(cell), x + CELL_PADDING, top + CELL_PADDING, {
      width: width - CELL_PADDING * 2,
    });
    if (typeof cell !== "string" && cell.stars !== null) {
      drawStars(doc, x + CELL_PADDING, doc.y + 1.5, cell.stars);
    }
    x += width;
  }
  doc
    .save()
    .rect(PAGE.margin, top, contentWidth(doc), height)
    .lineWidth(0.5)
    .strokeColor(COLOURS.rule)
    .stroke()
    .restore();
  doc.y = top + height;
}

/** Five small stars, `filled` of them solid. */
function drawStars(doc: Doc, x: number, y: number, filled: number) {
  const size = 6.5;
  for (let index = 0; index < 5; index++) {
    const centreX = x + size / 2 + index * (size + 1.5);
    const points = starPoints(centreX, y + size / 2, size / 2);
    doc.save().polygon(...points);
    if (index < filled) doc.fill(COLOURS.star);
    else doc.lineWidth(0.5).stroke(COLOURS.star);
    doc.restore();
  }
}

function starPoints(cx: number, cy: number, radius: number): [number, number][] {
  return Array.from({ length: 10 }, (_, index) => {
    const r = index % 2 === 0 ? radius : radius * 0.45;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  });
}

function writeInterview(doc: Doc, { maid, biodata }: BiodataDocument) {
  const modes = biodata.interview.map((mode) => BIODATA_LABELS.interviewModes[mode]);
  sectionHeading(doc, `E. ${BIODATA_LABELS.sections.interview}`, 30);
  keyValues(doc, [
    ["Interview", modes.join(", ") || "Please ask the agency"],
    ["Rest days per month", String(maid.maidDetails.restDay)],
  ]);
}

// ---- footer ----

function writeFooters(doc: Doc, { agency, generatedAt }: BiodataDocument) {
  const { start, count } = doc.bufferedPageRange();
  const generated = `Generated ${formatSingaporeTime(generatedAt)} (Singapore time) by ${agency.name}`;
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin must not start another page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE.margin - 10;
    rule(doc, y - 6);
    doc.font(FONTS.regular).fontSize(SIZES.small).fillColor(COLOURS.muted);
    doc.text(generated, PAGE.margin, y, { width: contentWidth(doc) * 0.75, lineBreak: false });
    doc.text(`Page ${index - start + 1} of ${count}`, PAGE.margin, y, {
      width: contentWidth(doc),
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}

// ---- formats ----

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 2019-03-01 as "1 Mar 2019". */
function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** 2019-03-01 as "Mar 2019". */
function formatMonth(isoDate: string): string {
  const [year, month] = isoDate.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${year}`;
}
