CREATE TABLE "employer_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employer_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"text_version" integer NOT NULL,
	"recorded_as" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_user_id" integer,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by_user_id" integer,
	CONSTRAINT "employer_consents_recorded_as_check" CHECK ("employer_consents"."recorded_as" in ('online', 'paper'))
);
--> statement-breakpoint
CREATE TABLE "employer_particulars" (
	"case_id" integer NOT NULL,
	"section" text NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer,
	CONSTRAINT "employer_particulars_case_id_section_pk" PRIMARY KEY("case_id","section"),
	CONSTRAINT "employer_particulars_section_check" CHECK ("employer_particulars"."section" in ('employer', 'home', 'spouse', 'household', 'sponsor'))
);
--> statement-breakpoint
CREATE TABLE "legal_texts" (
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_user_id" integer,
	CONSTRAINT "legal_texts_kind_version_pk" PRIMARY KEY("kind","version"),
	CONSTRAINT "legal_texts_kind_check" CHECK ("legal_texts"."kind" in ('terms', 'privacy', 'employer_consent'))
);
--> statement-breakpoint
ALTER TABLE "employer_consents" ADD CONSTRAINT "employer_consents_case_id_placement_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."placement_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_consents" ADD CONSTRAINT "employer_consents_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_consents" ADD CONSTRAINT "employer_consents_withdrawn_by_user_id_users_id_fk" FOREIGN KEY ("withdrawn_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_particulars" ADD CONSTRAINT "employer_particulars_case_id_placement_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."placement_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_particulars" ADD CONSTRAINT "employer_particulars_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_texts" ADD CONSTRAINT "legal_texts_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_consents_case_idx" ON "employer_consents" USING btree ("case_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_consents_one_standing" ON "employer_consents" USING btree ("case_id") WHERE "employer_consents"."withdrawn_at" is null;