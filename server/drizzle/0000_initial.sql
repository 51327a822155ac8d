CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employment_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employment_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"maid_id" integer NOT NULL,
	"position" integer NOT NULL,
	"country" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"family_members" integer NOT NULL,
	"main_job_scope" text NOT NULL,
	"employer_description" text NOT NULL,
	"reason_for_leaving" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"maid_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_maid_id_pk" PRIMARY KEY("user_id","maid_id")
);
--> statement-breakpoint
CREATE TABLE "maid_details" (
	"maid_id" integer PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rest_days" integer DEFAULT 0 NOT NULL,
	"highest_education" text DEFAULT '' NOT NULL,
	"english_rating" integer,
	"chinese_rating" integer,
	"dialect_rating" integer,
	"religion" text DEFAULT '' NOT NULL,
	"employment_history" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"photo_key" text,
	"country" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"height_cm" integer NOT NULL,
	"weight_kg" integer NOT NULL,
	"salary" integer NOT NULL,
	"loan" integer DEFAULT 0 NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_employed" boolean DEFAULT false NOT NULL,
	"supplier" text NOT NULL,
	"marital_status" text NOT NULL,
	"num_children" integer DEFAULT 0 NOT NULL,
	"religion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recommendation_maids" (
	"recommendation_id" integer NOT NULL,
	"maid_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_maids_recommendation_id_maid_id_pk" PRIMARY KEY("recommendation_id","maid_id")
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recommendations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "share_link_maids" (
	"share_link_id" integer NOT NULL,
	"maid_id" integer NOT NULL,
	CONSTRAINT "share_link_maids_share_link_id_maid_id_pk" PRIMARY KEY("share_link_id","maid_id")
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"customer_id" integer,
	"created_by" integer,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'helper', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_entries" ADD CONSTRAINT "employment_entries_maid_id_maids_id_fk" FOREIGN KEY ("maid_id") REFERENCES "public"."maids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_maid_id_maids_id_fk" FOREIGN KEY ("maid_id") REFERENCES "public"."maids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maid_details" ADD CONSTRAINT "maid_details_maid_id_maids_id_fk" FOREIGN KEY ("maid_id") REFERENCES "public"."maids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_maids" ADD CONSTRAINT "recommendation_maids_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_maids" ADD CONSTRAINT "recommendation_maids_maid_id_maids_id_fk" FOREIGN KEY ("maid_id") REFERENCES "public"."maids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_maids" ADD CONSTRAINT "recommendation_maids_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_maids" ADD CONSTRAINT "share_link_maids_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_maids" ADD CONSTRAINT "share_link_maids_maid_id_maids_id_fk" FOREIGN KEY ("maid_id") REFERENCES "public"."maids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "employment_entries_maid_id_idx" ON "employment_entries" USING btree ("maid_id","position");--> statement-breakpoint
CREATE INDEX "favourites_maid_id_idx" ON "favourites" USING btree ("maid_id");--> statement-breakpoint
CREATE INDEX "maids_active_id_idx" ON "maids" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "maids_country_idx" ON "maids" USING btree ("country");--> statement-breakpoint
CREATE INDEX "maids_salary_idx" ON "maids" USING btree ("salary");--> statement-breakpoint
CREATE INDEX "maids_date_of_birth_idx" ON "maids" USING btree ("date_of_birth");--> statement-breakpoint
CREATE INDEX "maids_skills_gin_idx" ON "maids" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "maids_languages_gin_idx" ON "maids" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "maids_types_gin_idx" ON "maids" USING gin ("types");--> statement-breakpoint
CREATE INDEX "maids_name_lower_idx" ON "maids" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recommendation_maids_maid_id_idx" ON "recommendation_maids" USING btree ("maid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recommendations_customer_unique" ON "recommendations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "share_link_maids_maid_id_idx" ON "share_link_maids" USING btree ("maid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_hash_unique" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_customer_id_idx" ON "share_links" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));