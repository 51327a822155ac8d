/**
 * How the browser's bundle is cut into chunks (docs/decisions/0037-few-scripts-per-public-page.md).
 *
 * By default the bundler makes a chunk for every combination of lazily loaded pages that share
 * code; with two dozen pages sharing MUI's components, a public page loaded 50 to 60 scripts,
 * each with a kilobyte of headers. Named instead:
 * - everything the app's entry imports: one chunk, "app";
 * - what only the public pages (and the parts they load later) need: a chunk per page, a chunk
 *   per pair of them, and one "public-common" for what three or more share;
 * - the rest (the administrators' pages and forms): the bundler's default.
 */

/** The pages families land on, by their file under src/app/routes/. */
const PUBLIC_PAGES = ["home-page", "catalogue-page", "helper-profile-page", "recommend-page"];

const PUBLIC_PAGE = new RegExp(
  `[\\\\/]src[\\\\/]app[\\\\/]routes[\\\\/](${PUBLIC_PAGES.join("|")})\\.tsx$`,
);
const APP_ENTRY = /[\\/]src[\\/]main\.tsx$/;
/** What a public page loads after its own code (a lazy section) counts as a page of its own. */
const LOADED_LATER = "-later";
/** Code shared by this many public pages or more goes into one chunk. */
const SHARED_BY_MOST = 3;

/** The part of the bundler's module graph this needs (Rolldown's ChunkingContext). */
export type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
};

type Reach = Set<string> | "entry";

/** A name function for Rolldown's `output.codeSplitting.groups`: a chunk name, or null for the default. */
export function publicPageChunks(): (id: string, graph: ModuleGraph) => string | null {
  const known = new Map<string, Reach>();

  /**
   * Which public pages need a module, or "entry" when the app's entry imports it. A module in an
   * import cycle may be placed by part of its importers: the bundle stays correct, and a page
   * may load one chunk more.
   */
  function reach(id: string, graph: ModuleGraph, visiting: Set<string>): Reach {
    const cached = known.get(id);
    if (cached) return cached;
    const result = findReach(id, graph, visiting);
    known.set(id, result);
    return result;
  }

  function findReach(id: string, graph: ModuleGraph, visiting: Set<string>): Reach {
    if (APP_ENTRY.test(id)) return "entry";
    const page = PUBLIC_PAGE.exec(id)?.[1];
    if (page) return new Set([page]);
    const info = graph.getModuleInfo(id);
    const pages = new Set<string>();
    visiting.add(id);
    try {
      for (const importer of info?.importers ?? []) {
        if (visiting.has(importer)) continue;
        const from = reach(importer, graph, visiting);
        if (from === "entry") return "entry";
        for (const name of from) pages.add(name);
      }
      for (const importer of info?.dynamicImporters ?? []) {
        if (visiting.has(importer)) continue;
        const from = reach(importer, graph, visiting);
        if (from === "entry") continue;
        for (const name of from)
          pages.add(name.endsWith(LOADED_LATER) ? name : `${name}${LOADED_LATER}`);
      }
    } finally {
      visiting.delete(id);
    }
    return pages;
  }

  return (id, graph) => {
    const pages = reach(id, graph, new Set());
    if (pages === "entry") return "app";
    if (pages.size === 0) return null;
    if (pages.size >= SHARED_BY_MOST) return "public-common";
    return `public-${[...pages].sort().join("+")}`;
  };
}
