// Seeds helpers for the benchmark: `node --import tsx bench/seed-helpers.mjs <DATABASE_URL> <total>`, or
// `seedHelpers(query, total)` from bench/catalogue.mjs (PostgreSQL or PGlite).
// Runs over the real schema (migrated, with the demo data's suppliers and helpers in place) and
// tops the helpers up to `total` in one statement per table (generate_series), with a fixed
// random seed: countries, skills, languages, experience types, salaries, ages, ratings,
// employment rows vary as in the demo data; nine in ten reuse one of the demo helpers' photo
// keys (so image URLs point at real files), one in ten has no photo; one in twenty is inactive.
// 10,000 helpers take about a second on PostgreSQL, 100,000 about ten.
import pg from "pg";
import { EXPERIENCE_TYPES, RELIGIONS, SKILLS } from "../contract/src/enums.ts";

/**
 * One SQL text run, resolving with its rows.
 * @typedef {(text: string) => Promise<any[]>} Query
 */

/** @param {readonly string[]} values */
const list = (values) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

const FIRST_NAMES = [
  "Siti",
  "Maria",
  "Ana",
  "Nur",
  "Joy",
  "Dewi",
  "Aye",
  "Thida",
  "Rosa",
  "Lina",
  "Grace",
  "Mya",
  "Ratna",
  "Cristina",
  "Wati",
  "Su",
  "Jenny",
  "Lestari",
  "Marites",
  "Hnin",
];
const LAST_NAMES = [
  "Santos",
  "Reyes",
  "Rahayu",
  "Win",
  "Aung",
  "Cruz",
  "Wulandari",
  "Bautista",
  "Kyaw",
  "Putri",
  "Garcia",
  "Htet",
  "Sari",
  "Mendoza",
  "Oo",
];
/** Weighted as the agency's intake: mostly the three catalogue countries. */
const COUNTRIES = [
  ...Array(7).fill("Philippines"),
  ...Array(7).fill("Indonesia"),
  ...Array(4).fill("Myanmar"),
  "India",
  "Sri Lanka",
];
const LANGUAGES = ["English", "Chinese", "Dialect", "Malay", "Tagalog", "Indonesian", "Burmese"];
const MARITAL = ["Single", "Single", "Married", "Widowed", "Divorced"];
const EDUCATION = ["Primary School", "Secondary School", "High School", "College"];

/**
 * A random subset of `values` (each kept with probability `p`), never empty.
 * @param {readonly string[]} values
 * @param {number} p
 */
const subset = (values, p) =>
  `coalesce(nullif(array(select v from unnest(${list(values)}) v where random() < ${p} + 0 * g), '{}'), ${list(values.slice(0, 1))})`;

/**
 * Tops the helpers up to `total`. `query(text)` runs one SQL text (several statements allowed
 * only where noted) and resolves with rows. Returns how many it added.
 * @param {Query} query
 * @param {number} total
 */
export async function seedHelpers(query, total) {
  const [{ count }] = await query("select count(*)::int as count from maids");
  const add = total - count;
  if (add <= 0) return 0;
  const [{ suppliers }] = await query("select array_agg(id) as suppliers from suppliers");
  if (!suppliers?.length) throw new Error("no suppliers: load the demo data first");
  const photoRows = await query(
    "select distinct photo_key from maids where photo_key is not null order by photo_key limit 12",
  );
  const photos = photoRows.map((row) => /** @type {string} */ (row.photo_key));
  const photoExpr = photos.length
    ? `case when random() < 0.1 then null else (${list(photos)})[1 + floor(random() * ${photos.length})::int] end`
    : "null";
  /** @param {readonly string[]} values */
  const pick = (values) => `(${list(values)})[1 + floor(random() * ${values.length})::int]`;
  await query("select setseed(0.4242)");
  await query(`
    with new_maids as (
      insert into maids (name, photo_key, country, date_of_birth, height_cm, weight_kg, salary,
        loan, skills, languages, types, is_active, is_employed, supplier_id, marital_status,
        num_children, religion, passport_expiry)
      select
        ${pick(FIRST_NAMES)} || ' ' || ${pick(LAST_NAMES)},
        ${photoExpr},
        ${pick(COUNTRIES)},
        (current_date - (floor(21 * 365.25 + random() * 28 * 365.25)::int))::date,
        145 + floor(random() * 25)::int,
        42 + floor(random() * 30)::int,
        (50 + floor(random() * 70)::int) * 10,
        (floor(random() * 25)::int) * 100,
        ${subset(SKILLS, 0.4)},
        ${subset(LANGUAGES, 0.3)},
        ${subset(EXPERIENCE_TYPES, 0.25)},
        random() >= 0.05,
        random() < 0.15,
        (array[${suppliers.join(",")}])[1 + floor(random() * ${suppliers.length})::int],
        ${pick(MARITAL)},
        floor(random() * 4)::int,
        ${pick(RELIGIONS)},
        case when random() < 0.1 then null
          else (current_date + floor(30 + random() * 8 * 365.25)::int)::date end
      from generate_series(1, ${add}) g
      returning id, religion
    ),
    details as (
      insert into maid_details (maid_id, description, rest_days, highest_education,
        english_rating, chinese_rating, dialect_rating, religion, employment_history)
      select id,
        'Hard-working and cheerful, ' || (10 + id % 20) || ' years of experience in households with children and elderly.',
        id % 5, ${pick(EDUCATION)},
        case when random() < 0.8 then 1 + floor(random() * 5)::int end,
        case when random() < 0.5 then 1 + floor(random() * 5)::int end,
        case when random() < 0.3 then 1 + floor(random() * 5)::int end,
        religion, ''
      from new_maids
      returning maid_id
    )
    insert into employment_entries (maid_id, position, country, start_date, end_date,
      family_members, main_job_scope, employer_description, reason_for_leaving)
    select maid_id, p, ${pick(["Singapore", "Hong Kong", "Taiwan", "Malaysia"])},
      date '2015-01-01' + p * 730, date '2016-06-30' + p * 730, 2 + p,
      'Cooking, cleaning, caring for two children', 'Family of four', 'Contract ended'
    from details, generate_series(0, maid_id % 3 - 1) p
  `);
  // As autovacuum would soon: statistics, and the visibility map that lets a count or a deep
  // page read the index on (is_active, id) alone.
  await query("vacuum analyze");
  return add;
}

/**
 * PostgreSQL `query` over one connection.
 * @template T
 * @param {string} url
 * @param {(query: Query) => Promise<T>} work
 */
export async function withPostgres(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, total] = process.argv.slice(2);
  if (!url || !total) {
    console.error("usage: node --import tsx bench/seed-helpers.mjs <DATABASE_URL> <total helpers>");
    process.exit(2);
  }
  const started = Date.now();
  const added = await withPostgres(url, (query) => seedHelpers(query, Number(total)));
  console.log(`added ${added} helpers in ${Date.now() - started} ms`);
}
