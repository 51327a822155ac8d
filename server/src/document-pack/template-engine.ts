/**
 * Document templates in Liquid (ADR 0047): logic-less enough to run no code, with the checks a
 * template gets when the owner saves it: its syntax, every field it names, and no identity number
 * printed in full. Nothing reaches the file system: the tags that read other files are removed.
 */
import {
  DOCUMENT_PACK_MESSAGES,
  IDENTITY_FIELD_ENDINGS,
  TEMPLATE_FIELD_NAMES,
} from "@maids/contract/document-pack.ts";
import { Liquid, LiquidError } from "liquidjs";

/** Tags that would read another file or lay the output out in another template. */
const FILE_TAGS = ["include", "render", "layout", "block"] as const;

const FIELDS = new Set<string>(TEMPLATE_FIELD_NAMES);

function createEngine(): Liquid {
  const engine = new Liquid({
    strictFilters: true,
    strictVariables: false,
    ownPropertyOnly: true,
    relativeReference: false,
    // Bounds for a template that loops or grows its output without end.
    parseLimit: 200_000,
    renderLimit: 2_000,
    memoryLimit: 5_000_000,
    fs: {
      exists: async () => false,
      existsSync: () => false,
      readFile: async () => "",
      readFileSync: () => "",
      resolve: (_dir, file) => file,
    },
  });
  for (const tag of FILE_TAGS) delete engine.tags[tag];
  return engine;
}

const engine = createEngine();

export interface TemplateProblem {
  line: number;
  message: string;
}

/** The masked field that says what `field` would print in full, or null for an ordinary name. */
function maskedFieldFor(field: string): string | null {
  const [root = "", ...rest] = field.split(".");
  const last = rest.at(-1) ?? root;
  if (!IDENTITY_FIELD_ENDINGS.some((ending) => last === ending)) return null;
  const masked = `${root}.${last === "passport" ? "passport_masked" : "nric_masked"}`;
  return FIELDS.has(masked) ? masked : "employer.nric_masked";
}

/** Line of a Liquid error, from its token when it has one. */
function lineOf(error: unknown): number {
  if (!(error instanceof LiquidError)) return 1;
  const [line] = error.token?.getPosition?.() ?? [1];
  return line ?? 1;
}

/** Liquid's own words, without the position it appends (the message leads with the line). */
function syntaxProblem(error: unknown): TemplateProblem {
  const line = lineOf(error);
  const message = error instanceof Error ? error.message : String(error);
  const missingTag = /^tag "(\w+)" not found/.exec(message)?.[1];
  if (missingTag && (FILE_TAGS as readonly string[]).includes(missingTag)) {
    return { line, message: DOCUMENT_PACK_MESSAGES.notAllowed(line, missingTag) };
  }
  const problem = message.replace(/, line:\d+, col:\d+$/, "");
  return { line, message: DOCUMENT_PACK_MESSAGES.syntax(line, problem) };
}

/**
 * What is wrong with `body`, each with its line; empty when it may be published. The first
 * syntax error stops the check (Liquid stops there too); field problems are all listed.
 */
export function checkTemplate(body: string): TemplateProblem[] {
  let parsed: ReturnType<Liquid["parse"]>;
  try {
    parsed = engine.parse(body);
  } catch (error) {
    return [syntaxProblem(error)];
  }
  const problems: TemplateProblem[] = [];
  for (const uses of Object.values(engine.analyzeSync(parsed).globals)) {
    for (const use of uses) {
      const field = use.toString();
      const line = use.location.row;
      const masked = maskedFieldFor(field);
      if (masked) {
        problems.push({ line, message: DOCUMENT_PACK_MESSAGES.identityField(line, field, masked) });
      } else if (!FIELDS.has(field)) {
        problems.push({ line, message: DOCUMENT_PACK_MESSAGES.unknownField(line, field) });
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** Nested objects from dotted names: `{"case.reference": "x"}` → `{case: {reference: "x"}}`. */
function nest(values: Record<string, string>): Record<string, Record<string, string>> {
  const scope: Record<string, Record<string, string>> = {};
  for (const [name, value] of Object.entries(values)) {
    const [root = "", leaf = ""] = name.split(".");
    scope[root] ??= {};
    scope[root][leaf] = value;
  }
  return scope;
}

/** The template filled with `values` (one per field); the template was checked when saved. */
export function fillTemplate(body: string, values: Record<string, string>): string {
  return engine.parseAndRenderSync(body, nest(values)) as string;
}
