import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, PROJECT_ROOT } from "../src/config.ts";

describe("loadConfig", () => {
  it("defaults to port 3000 and the embedded database with demo data in data/", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: "pglite",
      dir: path.join(PROJECT_ROOT, "data", "pglite"),
    });
    expect(config.loadDemoData).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("uses PostgreSQL without demo data when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://agency@db.internal:5432/agency" });
    expect(config.database).toMatchObject({
      kind: "postgres",
      url: "postgres://agency@db.internal:5432/agency",
    });
    expect(config.loadDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://db/agency", DEMO_DATA: "on" }).loadDemoData).toBe(
      true,
    );
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).database.kind).toBe("pglite");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DEMO_DATA: "maybe" }, "DEMO_DATA"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ PUBLIC_URL: "agency.sg" }, "PUBLIC_URL"],
  ])("refuses %o with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });
});
