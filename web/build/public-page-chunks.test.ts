import { describe, expect, it } from "vitest";
import { type ModuleGraph, publicPageChunks } from "./public-page-chunks.ts";

const ROUTES = "/app/web/src/app/routes";
const main = "/app/web/src/main.tsx";
const router = "/app/web/src/app/router.tsx";
const home = `${ROUTES}/home-page.tsx`;
const catalogue = `${ROUTES}/catalogue-page.tsx`;
const profile = `${ROUTES}/helper-profile-page.tsx`;
const recommend = `${ROUTES}/recommend-page.tsx`;
const admin = `${ROUTES}/admin-helpers-page.tsx`;

/** A module graph from "importer -> imported" edges, static or dynamic. */
function graphOf(edges: { from: string; to: string; dynamic?: boolean }[]): ModuleGraph {
  return {
    getModuleInfo(id) {
      const into = edges.filter((edge) => edge.to === id);
      return {
        importers: into.filter((edge) => !edge.dynamic).map((edge) => edge.from),
        dynamicImporters: into.filter((edge) => edge.dynamic).map((edge) => edge.from),
      };
    },
  };
}

const pages = [home, catalogue, profile, recommend, admin].map((to) => ({
  from: router,
  to,
  dynamic: true,
}));

describe("the chunks of the browser's bundle", () => {
  const graph = graphOf([
    { from: main, to: router },
    ...pages,
    { from: router, to: "/mui/Button.js" },
    { from: catalogue, to: "/app/filters.tsx" },
    { from: catalogue, to: "/app/helper-card.tsx" },
    { from: profile, to: "/app/helper-card.tsx" },
    { from: admin, to: "/app/helper-card.tsx" },
    { from: "/app/helper-card.tsx", to: "/mui/Chip.js" },
    { from: recommend, to: "/mui/Chip.js" },
    { from: admin, to: "/mui/DataGrid.js" },
    { from: home, to: "/app/below-the-fold.tsx", dynamic: true },
    { from: "/app/below-the-fold.tsx", to: "/mui/Accordion.js" },
    { from: catalogue, to: "/mui/Accordion.js" },
    { from: "/app/below-the-fold.tsx", to: "/mui/Button.js" },
    { from: "/app/cycle-a.ts", to: "/app/cycle-b.ts" },
    { from: "/app/cycle-b.ts", to: "/app/cycle-a.ts" },
    { from: profile, to: "/app/cycle-a.ts" },
  ]);
  const chunkOf = publicPageChunks();
  const name = (id: string) => chunkOf(id, graph);

  it("puts everything the entry imports, even what pages share too, in the app's chunk", () => {
    expect(name(router)).toBe("app");
    expect(name("/mui/Button.js")).toBe("app");
  });

  it("gives a public page its own chunk, and a pair of public pages theirs", () => {
    expect(name(catalogue)).toBe("public-catalogue-page");
    expect(name("/app/filters.tsx")).toBe("public-catalogue-page");
    expect(name("/app/helper-card.tsx")).toBe("public-catalogue-page+helper-profile-page");
  });

  it("counts what a public page loads later as a page of its own", () => {
    expect(name("/app/below-the-fold.tsx")).toBe("public-home-page-later");
    expect(name("/mui/Accordion.js")).toBe("public-catalogue-page+home-page-later");
  });

  it("puts what three public pages or more share in one chunk", () => {
    expect(name("/mui/Chip.js")).toBe("public-common");
  });

  it("leaves the administrators' code to the default splitting", () => {
    expect(name(admin)).toBeNull();
    expect(name("/mui/DataGrid.js")).toBeNull();
  });

  it("follows import cycles without looping", () => {
    expect(name("/app/cycle-b.ts")).toBe("public-helper-profile-page");
    expect(name("/app/cycle-a.ts")).toBe("public-helper-profile-page");
  });
});
