/**
 * The plain-text layout a filled document template produces (docs/product.md#document-templates),
 * read the same way by the PDF and by the page a signer reads: `# ` the title, `## ` a heading,
 * `- ` a list item, `|` a table row (the first row of a table heads it), a blank line between
 * paragraphs; lines of one paragraph join with a space.
 */

export type DocumentBlock =
  | { type: "title"; text: string }
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "item"; text: string }
  | { type: "table"; header: string[]; rows: string[][] };

const cellsOf = (line: string) =>
  line
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());

export function documentBlocks(text: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let paragraph: string[] = [];
  let table: string[][] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
    const [header, ...rows] = table;
    if (header) blocks.push({ type: "table", header, rows });
    paragraph = [];
    table = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith("|")) {
      if (paragraph.length > 0) flush();
      table.push(cellsOf(line));
      continue;
    }
    if (table.length > 0 || line === "") flush();
    if (line === "") continue;
    if (line.startsWith("## ")) {
      flush();
      blocks.push({ type: "heading", text: line.slice(3).trim() });
    } else if (line.startsWith("# ")) {
      flush();
      blocks.push({ type: "title", text: line.slice(2).trim() });
    } else if (line.startsWith("- ")) {
      flush();
      blocks.push({ type: "item", text: line.slice(2).trim() });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Table rows as template output: `| a | b |` per row, the header first; a `|` in a value becomes `/`. */
export function tableText(header: string[], rows: string[][]): string {
  const rowText = (cells: string[]) =>
    `| ${cells.map((cell) => cell.replace(/[|\n]/g, (c) => (c === "|" ? "/" : " "))).join(" | ")} |`;
  return [header, ...rows].map(rowText).join("\n");
}
