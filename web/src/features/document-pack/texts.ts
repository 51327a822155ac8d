import { DOCUMENT_LANGUAGE_LABELS, type DocumentLanguage } from "@maids/contract/document-pack.ts";

/** The document pack's screens: the case's documents and the templates in Settings. */
export const DOCUMENT_PACK_UI_TEXTS = {
  pack: {
    title: "Documents",
    hint: "The placement's documents, filled from the case, the family's file and the money. Generate again after a change: only the documents whose text changed get a new version.",
    generate: "Generate documents",
    generating: "Generating…",
    generated: (count: number) =>
      count === 0
        ? "Nothing had changed: every document is up to date."
        : `${count} ${count === 1 ? "document" : "documents"} generated.`,
    none: "No documents yet. Choose the helper and fill in the family's file, then generate them.",
    failed: "The documents could not be loaded.",
    version: (version: number, templateVersion: number) =>
      `Version ${version} · template version ${templateVersion}`,
    language: (language: DocumentLanguage) => DOCUMENT_LANGUAGE_LABELS[language],
    signers: (names: string) => `Signed by: ${names}`,
    download: "PDF",
    downloading: "Downloading…",
    downloadFailed: "The PDF could not be downloaded. Try again.",
    earlier: (count: number) => `Earlier versions (${count})`,
    replaced: (when: string) => `replaced ${when}`,
  },
  templates: {
    title: "Document templates",
    hint: "The placement documents the agency generates for each case. Publishing makes a new version; documents already generated keep theirs. Starter texts are starting points for your own legal review.",
    starter: "Starter text",
    inForce: (version: number, when: string, by: string) =>
      `Version ${version} in force, published ${when}${by ? ` by ${by}` : ""}.`,
    none: "No template in this language yet: start from the English text and translate it.",
    document: "Document",
    language: "Language",
    body: "Template",
    format:
      "Liquid: {{ field }} prints a field (listed beside), {% if %} … {% endif %} shows text only when it applies. In the text, # starts the title, ## a heading, - a list item, | a table row; a blank line ends a paragraph.",
    fields: "Fields",
    publish: "Publish new version",
    published: (version: number) => `Version ${version} published.`,
    loadFailed: "The templates could not be loaded.",
  },
} as const;
