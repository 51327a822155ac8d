-- The catalogue's version (ADR 0022): every statement that changes a helper (maids, maid_details,
-- employment_entries) or a supplier gives it a new random value, in the same transaction, so any
-- app process that cached a catalogue answer under the old value sees the change on its next
-- request. Not in schema.ts: test resets truncate the schema's tables, and a version must never
-- come back to a value it had.
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"version" uuid DEFAULT gen_random_uuid() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "catalogue_version" ("id", "version", "changed_at") VALUES (1, gen_random_uuid(), now())
	ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version", "changed_at" = excluded."changed_at";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "maids_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "maids" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "maid_details_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "maid_details" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "employment_entries_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "employment_entries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "suppliers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "suppliers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
