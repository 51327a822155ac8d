CREATE TABLE "daily_job_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "daily_job_runs_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
CREATE TABLE "placement_candidates" (
	"case_id" integer NOT NULL,
	"maid_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_candidates_case_id_maid_id_pk" PRIMARY KEY("case_id","maid_id")
);
--> statement-breakpoint
CREATE TABLE "placement_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "placement_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"customer_id" integer NOT NULL,
	"maid_id" integer,
	"owner_id" integer NOT NULL,
	"stage" text NOT NULL,
	"kind" text DEFAULT 'new_arrival' NOT NULL,
	"first_time_helper" boolean DEFAULT true NOT NULL,
	"replaces_case_id" integer,
	"approval_date" date,
	"permit_expiry" date,
	"bond_reference" text DEFAULT '' NOT NULL,
	"bond_end" date,
	"insurance_policy" text DEFAULT '' NOT NULL,
	"insurance_end" date,
	"arrival_date" date,
	"settling_in_date" date,
	"deployed_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_cases_stage_check" CHECK ("placement_cases"."stage" in ('enquiry', 'interviewing', 'selected', 'agreements_signed', 'permit_applied', 'permit_approved', 'ready_for_arrival', 'arrived', 'settling_in_done', 'deployed', 'closed', 'cancelled', 'replaced', 'transferred')),
	CONSTRAINT "placement_cases_kind_check" CHECK ("placement_cases"."kind" in ('new_arrival', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "placement_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"type" text NOT NULL,
	"stage" text,
	"happened_on" date NOT NULL,
	"actor_user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_events_type_check" CHECK ("placement_events"."type" in ('stage', 'note')),
	CONSTRAINT "placement_events_stage_check" CHECK (("placement_events"."type" = 'stage') = ("placement_events"."stage" is not null))
);
--> statement-breakpoint
CREATE TABLE "placement_reference_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_requests" ADD COLUMN "case_id" integer;--> statement-breakpoint
ALTER TABLE "maids" ADD COLUMN "passport_expiry" date;--> statement-breakpoint
ALTER TABLE "maids" ADD COLUMN "held_by_case_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ea_registration_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "placement_candidates" ADD CONSTRAINT "placement_candidates_case_id_placement_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."placement_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_candidates" ADD CONSTRAINT "placement_candidates_maid_id_maids_id_fk" FOREIGN KEY ("maid_id") REFERENCES "public"."maids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_cases" ADD CONSTRAINT "placement_cases_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_cases" ADD CONSTRAINT "placement_cases_maid_id_maids_id_fk" FOREIGN KEY ("maid_id") REFERENCES "public"."maids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_cases" ADD CONSTRAINT "placement_cases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_cases" ADD CONSTRAINT "placement_cases_replaces_case_id_placement_cases_id_fk" FOREIGN KEY ("replaces_case_id") REFERENCES "public"."placement_cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_events" ADD CONSTRAINT "placement_events_case_id_placement_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."placement_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_events" ADD CONSTRAINT "placement_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_candidates_maid_idx" ON "placement_candidates" USING btree ("maid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_cases_reference_unique" ON "placement_cases" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "placement_cases_stage_idx" ON "placement_cases" USING btree ("stage","updated_at");--> statement-breakpoint
CREATE INDEX "placement_cases_owner_idx" ON "placement_cases" USING btree ("owner_id","stage");--> statement-breakpoint
CREATE INDEX "placement_cases_customer_idx" ON "placement_cases" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "placement_cases_maid_idx" ON "placement_cases" USING btree ("maid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_cases_one_holding_case_per_helper" ON "placement_cases" USING btree ("maid_id") WHERE "placement_cases"."stage" in ('selected', 'agreements_signed', 'permit_applied', 'permit_approved', 'ready_for_arrival', 'arrived', 'settling_in_done', 'deployed');--> statement-breakpoint
CREATE INDEX "placement_events_case_idx" ON "placement_events" USING btree ("case_id","id");--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_case_id_placement_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."placement_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maids" ADD CONSTRAINT "maids_held_by_case_id_placement_cases_id_fk" FOREIGN KEY ("held_by_case_id") REFERENCES "public"."placement_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_requests_case_id_idx" ON "interview_requests" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "maids_held_by_case_unique" ON "maids" USING btree ("held_by_case_id");--> statement-breakpoint
-- A case's history is append-only (docs/product.md#placements): rows are added, never changed or
-- removed one by one. Not in schema.ts, as the catalogue version's trigger is not.
CREATE FUNCTION "refuse_placement_event_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'placement_events is append-only' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "placement_events_append_only" BEFORE UPDATE OR DELETE ON "placement_events" FOR EACH ROW EXECUTE FUNCTION "refuse_placement_event_change"();
