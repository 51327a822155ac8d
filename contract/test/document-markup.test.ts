import { describe, expect, it } from "vitest";
import { documentBlocks, tableText } from "../src/document-markup.ts";

describe("the layout of a filled document template", () => {
  it("reads a title, headings, paragraphs joined across lines, list items and tables", () => {
    const text = [
      "# Service agreement",
      "",
      "This agreement is made",
      "between the parties.",
      "## Fees",
      "- Deposit on signing",
      "- Balance on arrival",
      "| Item | Amount |",
      "| Service fee | $980.00 |",
      "Paid by PayNow.",
    ].join("\n");
    expect(documentBlocks(text)).toEqual([
      { type: "title", text: "Service agreement" },
      { type: "paragraph", text: "This agreement is made between the parties." },
      { type: "heading", text: "Fees" },
      { type: "item", text: "Deposit on signing" },
      { type: "item", text: "Balance on arrival" },
      { type: "table", header: ["Item", "Amount"], rows: [["Service fee", "$980.00"]] },
      { type: "paragraph", text: "Paid by PayNow." },
    ]);
  });

  it("keeps a value's own bar or line break from breaking the table it is printed in", () => {
    const text = tableText(["Item", "Amount"], [["Transport | airport\nto home", "$80.00"]]);
    expect(documentBlocks(text)).toEqual([
      {
        type: "table",
        header: ["Item", "Amount"],
        rows: [["Transport / airport to home", "$80.00"]],
      },
    ]);
  });
});
