import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, PROJECT_ROOT } from "../src/config.ts";

/** 32 bytes in base64, as BACKUP_KEY holds. */
const TEST_BACKUP_KEY = randomBytes(32).toString("base64");
/** A key ring of one, as IDENTITY_KEYS holds it. */
const TEST_IDENTITY_KEYS = `2026-11:${randomBytes(32).toString("base64")}`;

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

  it("listens on this machine only outside production, on every interface in production", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(
      loadConfig({
        NODE_ENV: "production",
        PUBLIC_URL: "https://agency.example.sg",
        BACKUP_KEY: TEST_BACKUP_KEY,
        IDENTITY_KEYS: TEST_IDENTITY_KEYS,
        SIGNING_CERTIFICATE_FILE: "/etc/agency/signing.p12",
      }).host,
    ).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("hashes passwords at OWASP's cost unless told, and takes a cost from 10 to 20", () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: "10" }).passwordHashCost).toBe(10);
    expect(() => loadConfig({ PASSWORD_HASH_COST: "9" })).toThrow(
      /PASSWORD_HASH_COST: must be a whole number from 10 to 20/,
    );
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

  describe("in production", () => {
    const production = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://agency.example.sg",
      BACKUP_KEY: TEST_BACKUP_KEY,
      IDENTITY_KEYS: TEST_IDENTITY_KEYS,
      SIGNING_CERTIFICATE_FILE: "/etc/agency/signing.p12",
    };

    it("loads no demo data on the embedded database unless asked for", () => {
      const config = loadConfig(production);
      expect(config.database.kind).toBe("pglite");
      expect(config.loadDemoData).toBe(false);
      expect(config.allowDemoAccounts).toBe(false);
    });

    it("refuses DEMO_DATA=on without the second confirmation, naming both settings", () => {
      const attempt = () => loadConfig({ ...production, DEMO_DATA: "on" });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(/DEMO_DATA: on in production .* ALLOW_DEMO_DATA_IN_PRODUCTION=true/);
    });

    it("loads demo data and tolerates the demo accounts when both are set", () => {
      const config = loadConfig({
        ...production,
        DEMO_DATA: "on",
        ALLOW_DEMO_DATA_IN_PRODUCTION: "true",
      });
      expect(config.loadDemoData).toBe(true);
      expect(config.allowDemoAccounts).toBe(true);
    });

    it("does not let the confirmation alone turn demo accounts on", () => {
      const config = loadConfig({ ...production, ALLOW_DEMO_DATA_IN_PRODUCTION: "true" });
      expect(config.loadDemoData).toBe(false);
      expect(config.allowDemoAccounts).toBe(false);
    });

    it("refuses a password hash cost below OWASP's", () => {
      expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: "16" })).toThrow(
        /PASSWORD_HASH_COST: at least 17 in production/,
      );
      expect(loadConfig({ ...production, PASSWORD_HASH_COST: "18" }).passwordHashCost).toBe(18);
    });

    it("requires BACKUP_KEY, 32 bytes in base64, since backups hold hashes and medical data", () => {
      const { BACKUP_KEY: _none, ...withoutKey } = production;
      expect(() => loadConfig(withoutKey)).toThrow(/BACKUP_KEY: required in production/);
      expect(loadConfig(production).backupKey).toEqual(Buffer.from(TEST_BACKUP_KEY, "base64"));
      for (const key of ["secret", randomBytes(16).toString("base64"), "a".repeat(44)]) {
        expect(() => loadConfig({ ...production, BACKUP_KEY: key }), key).toThrow(
          /BACKUP_KEY: must be 32 random bytes in base64/,
        );
      }
      expect(loadConfig({}).backupKey).toBeNull();
    });

    it("requires SIGNING_CERTIFICATE_FILE, since signed documents are sealed with it", () => {
      const { SIGNING_CERTIFICATE_FILE: _none, ...without } = production;
      expect(() => loadConfig(without)).toThrow(/SIGNING_CERTIFICATE_FILE: required in production/);
      expect(
        loadConfig({ ...production, SIGNING_CERTIFICATE_PASSWORD: "s3cret" }).signingCertificate,
      ).toEqual({ file: "/etc/agency/signing.p12", password: "s3cret" });
      expect(loadConfig({}).signingCertificate).toBeNull();
    });

    it("requires IDENTITY_KEYS, id:key pairs of 32 bytes, since identity numbers are encrypted with them", () => {
      const { IDENTITY_KEYS: _none, ...withoutKeys } = production;
      expect(() => loadConfig(withoutKeys)).toThrow(/IDENTITY_KEYS: required in production/);
      const older = randomBytes(32).toString("base64");
      const keys = loadConfig({
        ...production,
        IDENTITY_KEYS: `${TEST_IDENTITY_KEYS}, 2026-01:${older}`,
      }).identityKeys;
      expect(keys?.map((entry) => entry.id)).toEqual(["2026-11", "2026-01"]);
      expect(keys?.[1]?.key).toEqual(Buffer.from(older, "base64"));
      for (const bad of [
        "secret",
        `k:${randomBytes(16).toString("base64")}`,
        `:${older}`,
        `a b:${older}`,
        `k:${older},k:${older}`,
      ]) {
        expect(() => loadConfig({ ...production, IDENTITY_KEYS: bad }), bad).toThrow(
          /IDENTITY_KEYS: must/,
        );
      }
      expect(loadConfig({}).identityKeys).toBeNull();
    });

    it("requires PUBLIC_URL, since mails and shared links carry it", () => {
      expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
        /PUBLIC_URL: required in production/,
      );
    });
  });

  it("allows demo accounts outside production", () => {
    expect(loadConfig({}).allowDemoAccounts).toBe(true);
    expect(loadConfig({ NODE_ENV: "test", DEMO_DATA: "off" }).allowDemoAccounts).toBe(true);
  });

  it.each([
    ["false", false],
    ["0", false],
    ["1", { hops: 1 }],
    ["2", { hops: 2 }],
    ["127.0.0.1", { addresses: ["127.0.0.1"] }],
    ["loopback, 10.0.0.0/8, fd00::/8", { addresses: ["loopback", "10.0.0.0/8", "fd00::/8"] }],
  ])("reads TRUST_PROXY=%s as %o", (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it("refuses TRUST_PROXY=true, which would let a client choose its address", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: true would believe any X-Forwarded-For a client writes/,
    );
  });

  it("takes a METRICS_TOKEN of 32 characters or more, and none by default", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    const token = "a".repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: "a".repeat(31) })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: `${token} ${token}` })).toThrow(
      /METRICS_TOKEN: must be printable ASCII without spaces/,
    );
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).database.kind).toBe("pglite");
  });

  it("renders biodata PDFs in one to two workers by default, with a queue and a cache", () => {
    const { biodataPdf } = loadConfig({});
    expect(biodataPdf.workers).toBe(Math.max(1, Math.min(2, availableParallelism() - 1)));
    expect(biodataPdf).toMatchObject({ queueLimit: 16, cacheBytes: 32 * 1024 * 1024 });
    const set = loadConfig({
      BIODATA_PDF_WORKERS: "3",
      BIODATA_PDF_QUEUE: "0",
      BIODATA_PDF_CACHE_MB: "0",
    });
    expect(set.biodataPdf).toEqual({ workers: 3, queueLimit: 0, cacheBytes: 0 });
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DEMO_DATA: "maybe" }, "DEMO_DATA"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "127.0.0.1, nginx" }, "TRUST_PROXY"],
    [{ ALLOW_DEMO_DATA_IN_PRODUCTION: "sure" }, "ALLOW_DEMO_DATA_IN_PRODUCTION"],
    [{ PUBLIC_URL: "agency.sg" }, "PUBLIC_URL"],
    [{ BIODATA_PDF_WORKERS: "0" }, "BIODATA_PDF_WORKERS"],
    [{ BIODATA_PDF_QUEUE: "many" }, "BIODATA_PDF_QUEUE"],
    [{ BIODATA_PDF_CACHE_MB: "1.5" }, "BIODATA_PDF_CACHE_MB"],
  ])("refuses %o with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  describe("photo storage", () => {
    it("keeps photos in the uploads folder by default", () => {
      const config = loadConfig({ DATA_DIR: "/srv/agency" });
      expect(config.storage).toEqual({ kind: "disk", dir: path.join("/srv/agency", "uploads") });
    });

    it("reads the bucket's settings with STORAGE=s3, the prefix as a folder", () => {
      expect(loadConfig({ STORAGE: "s3", S3_BUCKET: "agency-photos" }).storage).toEqual({
        kind: "s3",
        bucket: "agency-photos",
        region: "us-east-1",
        endpoint: undefined,
        forcePathStyle: false,
        prefix: "",
      });
      const minio = loadConfig({
        STORAGE: "s3",
        S3_BUCKET: "photos",
        S3_REGION: "auto",
        S3_ENDPOINT: "http://minio.internal:9000",
        S3_FORCE_PATH_STYLE: "true",
        S3_PREFIX: "/agency/helpers/",
      });
      expect(minio.storage).toMatchObject({
        endpoint: "http://minio.internal:9000",
        region: "auto",
        forcePathStyle: true,
        prefix: "agency/helpers/",
      });
    });

    it("ignores the bucket's settings unless STORAGE=s3", () => {
      expect(loadConfig({ S3_BUCKET: "agency-photos" }).storage.kind).toBe("disk");
    });

    it.each([
      [{ STORAGE: "s3" }, "S3_BUCKET", /required when STORAGE=s3/],
      [{ STORAGE: "S3 please" }, "STORAGE", /must be disk or s3/],
      [{ STORAGE: "s3", S3_BUCKET: "b", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT", /URL/],
      [
        { STORAGE: "s3", S3_BUCKET: "b", S3_ENDPOINT: "https://key:secret@r2.example.com" },
        "S3_ENDPOINT",
        /must not hold credentials: give them as AWS_ACCESS_KEY_ID/,
      ],
      [
        { STORAGE: "s3", S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "yes" },
        "S3_FORCE_PATH_STYLE",
        /true or false/,
      ],
      [{ STORAGE: "s3", S3_BUCKET: "b", S3_PREFIX: "a//b" }, "S3_PREFIX", /folder-like name/],
    ])("refuses %o, naming %s", (env, name, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
      expect(() => loadConfig(env)).toThrow(message);
    });

    it("never puts credentials in the configuration", () => {
      const config = loadConfig({
        STORAGE: "s3",
        S3_BUCKET: "agency-photos",
        AWS_ACCESS_KEY_ID: "AKIAEXAMPLEKEY",
        AWS_SECRET_ACCESS_KEY: "example-secret-value",
      });
      expect(JSON.stringify(config)).not.toMatch(/AKIAEXAMPLEKEY|example-secret-value/);
    });
  });
});
