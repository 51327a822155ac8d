CREATE TABLE "helper_import_changes" (
	"import_id" integer NOT NULL,
	"maid_id" integer NOT NULL,
	"action" text NOT NULL,
	"previous" jsonb,
	"previous_photo_key" text,
	CONSTRAINT "helper_import_changes_import_id_maid_id_pk" PRIMARY KEY("import_id","maid_id"),
	CONSTRAINT "helper_import_changes_action_check" CHECK ("helper_import_changes"."action" in ('created', 'updated'))
);
--> statement-breakpoint
CREATE TABLE "helper_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "helper_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"photos_file_name" text,
	"archive_path" text,
	"status" text NOT NULL,
	"message" text,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"suppliers" text[] DEFAULT '{}'::text[] NOT NULL,
	"rows" jsonb,
	"preview" jsonb,
	"choices" jsonb,
	"result" jsonb,
	"committed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helper_imports_status_check" CHECK ("helper_imports"."status" in ('validating', 'refused', 'ready', 'committing', 'failed', 'committed', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "helper_import_changes" ADD CONSTRAINT "helper_import_changes_import_id_helper_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."helper_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_import_changes" ADD CONSTRAINT "helper_import_changes_maid_id_maids_id_fk" FOREIGN KEY ("maid_id") REFERENCES "public"."maids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_imports" ADD CONSTRAINT "helper_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helper_import_changes_maid_idx" ON "helper_import_changes" USING btree ("maid_id");--> statement-breakpoint
CREATE INDEX "helper_import_changes_previous_photo_idx" ON "helper_import_changes" USING btree ("previous_photo_key");--> statement-breakpoint
CREATE INDEX "helper_imports_created_at_idx" ON "helper_imports" USING btree ("created_at");