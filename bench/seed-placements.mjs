// Seeds placement cases for the benchmark: `seedPlacements(query, total)` from
// bench/admin-list.mjs, after bench/seed-helpers.mjs (PostgreSQL).
// Tops the cases up to `total`, one statement per table (generate_series): one family (a
// customer account that cannot sign in) per two cases, owners taken in turn from the
// administrators, stages spread as an agency's files are (six in ten closed, one in ten
// cancelled, the rest open, a fifth of all holding a helper: permit applied, ready for arrival,
// arrived, deployed), dates around today so that the dashboard has overdue and upcoming items,
// two history rows per case. A holding case holds its own helper, as the server's rule wants.

/** Stage by `g % 20`: the spread of an agency's files. */
const STAGES = [
  ...Array(12).fill("closed"),
  "cancelled",
  "cancelled",
  "enquiry",
  "interviewing",
  "permit_applied",
  "ready_for_arrival",
  "arrived",
  "deployed",
];
const HOLDING = ["permit_applied", "ready_for_arrival", "arrived", "deployed"];
/** @param {readonly string[]} values */
const sqlList = (values) => `array[${values.map((value) => `'${value}'`).join(",")}]`;

/**
 * @param {import("./seed-helpers.mjs").Query} query
 * @param {number} total cases wanted in all
 * @returns {Promise<number>} cases added
 */
export async function seedPlacements(query, total) {
  const [{ count }] = await query("select count(*)::int as count from placement_cases");
  const adding = Math.max(0, total - count);
  if (adding === 0) return 0;
  const families = Math.ceil(adding / 2);
  await query(
    `insert into users (name, email, password_hash, role)
     select 'Bench family ' || g, 'bench-family-' || g || '@example.com', 'scrypt$bench-cannot-sign-in', 'customer'
     from generate_series(${count + 1}, ${count + families}) g
     on conflict do nothing`,
  );
  await query(
    `with staff as (select array_agg(id order by id) as ids from users where role = 'admin'),
          families as (
            select id, row_number() over (order by id) as n from users where email like 'bench-family-%'
          ),
          helpers as (
            select id, row_number() over (order by id) as n
            from maids where is_active and held_by_case_id is null
          ),
          cases as (
            select g, (${sqlList(STAGES)})[1 + g % 20] as stage
            from generate_series(${count + 1}, ${count + adding}) g
          )
     insert into placement_cases (reference, customer_id, maid_id, owner_id, stage, kind,
       approval_date, permit_expiry, bond_reference, bond_end, insurance_policy, insurance_end,
       arrival_date, settling_in_date, deployed_on, created_at, updated_at)
     select 'PL-BENCH-' || lpad(g::text, 6, '0'),
            families.id,
            case when stage in ('enquiry', 'interviewing', 'cancelled') then null else helpers.id end,
            staff.ids[1 + g % array_length(staff.ids, 1)],
            stage,
            case when g % 7 = 0 then 'transfer' else 'new_arrival' end,
            current_date - (60 + g % 200),
            current_date + (g % 730) - 20,
            'SB-' || g, current_date + (g % 800), 'FDW-' || g, current_date + (g % 500) - 10,
            case when stage in ('arrived', 'deployed', 'closed') then current_date - (g % 180) end,
            case when stage in ('deployed', 'closed') then current_date - (g % 180) + 3 end,
            case when stage in ('deployed', 'closed') then current_date - (g % 180) + 5 end,
            now() - make_interval(days => g % 400), now() - make_interval(mins => g % 50000)
     from cases
     cross join staff
     join families on families.n = 1 + (g - 1) / 2 % (select count(*) from families)
     join helpers on helpers.n = 1 + g % (select count(*) from helpers)`,
  );
  await query(
    `insert into placement_events (case_id, type, stage, happened_on, actor_user_id)
     select c.id, 'stage', s.stage, current_date - (c.id % 300), c.owner_id
     from placement_cases c
     cross join lateral (values ('enquiry'), (c.stage)) as s(stage)
     where c.reference like 'PL-BENCH-%' and c.id > (select coalesce(max(case_id), 0) from placement_events)`,
  );
  await query(
    `update maids set held_by_case_id = c.id
     from placement_cases c
     where c.maid_id = maids.id and c.stage = any(${sqlList(HOLDING)}::text[])
       and maids.held_by_case_id is null and c.reference like 'PL-BENCH-%'`,
  );
  await query("analyze placement_cases; analyze placement_events; analyze maids");
  return adding;
}
