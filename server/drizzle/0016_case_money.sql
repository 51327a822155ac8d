CREATE TABLE "case_fees" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"package_id" integer,
	"lines" jsonb NOT NULL,
	"deposit_cents" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "fee_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"deposit_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helper_loans" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"monthly_salary_cents" integer NOT NULL,
	"rest_days_per_month" integer NOT NULL,
	"compensated_rest_days" integer NOT NULL,
	"loan_cents" integer NOT NULL,
	"monthly_deduction_cents" integer NOT NULL,
	"permit_years" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "money_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text,
	"reference" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by_user_id" integer,
	"voids_document_id" integer,
	CONSTRAINT "money_documents_kind_check" CHECK ("money_documents"."kind" in ('invoice', 'receipt', 'credit_note', 'refund')),
	CONSTRAINT "money_documents_method_check" CHECK ("money_documents"."method" is null or "money_documents"."method" in ('cash', 'paynow', 'bank_transfer', 'cheque')),
	CONSTRAINT "money_documents_amount_check" CHECK ("money_documents"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "money_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"gst_registered" boolean DEFAULT false NOT NULL,
	"gst_rate_basis_points" integer DEFAULT 900 NOT NULL,
	"gst_number" text DEFAULT '' NOT NULL,
	"minimum_left_cents" integer DEFAULT 2000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer,
	CONSTRAINT "money_settings_one_row" CHECK ("money_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "case_fees" ADD CONSTRAINT "case_fees_case_id_placement_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."placement_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_fees" ADD CONSTRAINT "case_fees_package_id_fee_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."fee_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_fees" ADD CONSTRAINT "case_fees_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_loans" ADD CONSTRAINT "helper_loans_case_id_placement_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."placement_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_loans" ADD CONSTRAINT "helper_loans_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_case_id_placement_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."placement_cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_voids_document_id_money_documents_id_fk" FOREIGN KEY ("voids_document_id") REFERENCES "public"."money_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_settings" ADD CONSTRAINT "money_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_packages_name_unique" ON "fee_packages" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "money_documents_number_unique" ON "money_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "money_documents_sequence_unique" ON "money_documents" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "money_documents_one_void_per_document" ON "money_documents" USING btree ("voids_document_id") WHERE "money_documents"."voids_document_id" is not null;--> statement-breakpoint
CREATE INDEX "money_documents_case_idx" ON "money_documents" USING btree ("case_id","id");--> statement-breakpoint
-- A money document is never changed or removed (docs/product.md#money-on-the-case): a mistake is
-- voided by a credit note. Not in schema.ts, as the placement history's trigger is not.
CREATE FUNCTION "refuse_money_document_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'money_documents is append-only' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "money_documents_append_only" BEFORE UPDATE OR DELETE ON "money_documents" FOR EACH ROW EXECUTE FUNCTION "refuse_money_document_change"();
