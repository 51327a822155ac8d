CREATE TABLE "case_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"template_version" integer NOT NULL,
	"text" text NOT NULL,
	"signers" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'awaiting_signatures' NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by_user_id" integer,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "case_documents_kind_check" CHECK ("case_documents"."kind" in ('service_agreement', 'fees_schedule', 'loan_schedule', 'employment_contract', 'safety_agreement', 'rest_day_agreement', 'handover_checklist')),
	CONSTRAINT "case_documents_status_check" CHECK ("case_documents"."status" in ('awaiting_signatures', 'signed', 'signed_on_paper'))
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_user_id" integer,
	CONSTRAINT "document_templates_kind_language_version_pk" PRIMARY KEY("kind","language","version"),
	CONSTRAINT "document_templates_kind_check" CHECK ("document_templates"."kind" in ('service_agreement', 'fees_schedule', 'loan_schedule', 'employment_contract', 'safety_agreement', 'rest_day_agreement', 'handover_checklist')),
	CONSTRAINT "document_templates_language_check" CHECK ("document_templates"."language" in ('en', 'id', 'tl', 'my'))
);
--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_case_id_placement_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."placement_cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_generated_by_user_id_users_id_fk" FOREIGN KEY ("generated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_documents_version_unique" ON "case_documents" USING btree ("case_id","kind","language","version");--> statement-breakpoint
CREATE UNIQUE INDEX "case_documents_one_current" ON "case_documents" USING btree ("case_id","kind","language") WHERE "case_documents"."superseded_at" is null;--> statement-breakpoint
-- A generated document is never changed (docs/product.md#the-document-pack): what a party read
-- and signed stays as it was. Only its status and its replacement by a later version are
-- recorded on it; it is never removed. Template versions are likewise never changed.
CREATE FUNCTION "refuse_case_document_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' OR NEW."case_id" IS DISTINCT FROM OLD."case_id" OR NEW."kind" IS DISTINCT FROM OLD."kind"
		OR NEW."language" IS DISTINCT FROM OLD."language" OR NEW."version" IS DISTINCT FROM OLD."version"
		OR NEW."template_version" IS DISTINCT FROM OLD."template_version" OR NEW."text" IS DISTINCT FROM OLD."text"
		OR NEW."signers" IS DISTINCT FROM OLD."signers" OR NEW."pdf" IS DISTINCT FROM OLD."pdf"
		OR NEW."sha256" IS DISTINCT FROM OLD."sha256" OR NEW."generated_at" IS DISTINCT FROM OLD."generated_at"
		OR (OLD."superseded_at" IS NOT NULL AND NEW."superseded_at" IS DISTINCT FROM OLD."superseded_at") THEN
		RAISE EXCEPTION 'case_documents keep what was generated' USING ERRCODE = 'restrict_violation';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "case_documents_unchanged" BEFORE UPDATE OR DELETE ON "case_documents" FOR EACH ROW EXECUTE FUNCTION "refuse_case_document_change"();
--> statement-breakpoint
CREATE FUNCTION "refuse_document_template_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only the publisher's account may go (set null when it is removed).
	IF TG_OP = 'DELETE' OR NEW."kind" IS DISTINCT FROM OLD."kind" OR NEW."language" IS DISTINCT FROM OLD."language"
		OR NEW."version" IS DISTINCT FROM OLD."version" OR NEW."body" IS DISTINCT FROM OLD."body"
		OR NEW."published_at" IS DISTINCT FROM OLD."published_at" THEN
		RAISE EXCEPTION 'document_templates is append-only' USING ERRCODE = 'restrict_violation';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "document_templates_append_only" BEFORE UPDATE OR DELETE ON "document_templates" FOR EACH ROW EXECUTE FUNCTION "refuse_document_template_change"();
