CREATE TABLE "data_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	CONSTRAINT "data_requests_kind_check" CHECK ("data_requests"."kind" in ('copy', 'deletion'))
);
--> statement-breakpoint
CREATE TABLE "helper_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo_key" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"consent_given_at" timestamp with time zone,
	"consent_withdrawn_at" timestamp with time zone,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helper_profiles_status_check" CHECK ("helper_profiles"."status" in ('draft', 'submitted', 'changes_requested', 'accepted', 'declined')),
	CONSTRAINT "helper_profiles_language_check" CHECK ("helper_profiles"."language" in ('en', 'id', 'tl'))
);
--> statement-breakpoint
ALTER TABLE "interview_requests" ADD COLUMN "helper_answer" text;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD COLUMN "helper_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maids" ADD COLUMN "account_user_id" integer;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_profiles" ADD CONSTRAINT "helper_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_profiles" ADD CONSTRAINT "helper_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_open_idx" ON "data_requests" USING btree ("handled_at","created_at");--> statement-breakpoint
CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "helper_profiles_status_idx" ON "helper_profiles" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "maids" ADD CONSTRAINT "maids_account_user_id_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maids_account_user_unique" ON "maids" USING btree ("account_user_id");--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_helper_answer_check" CHECK ("interview_requests"."helper_answer" is null or "interview_requests"."helper_answer" in ('agreed', 'declined'));