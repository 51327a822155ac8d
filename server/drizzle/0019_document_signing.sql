CREATE TABLE "document_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"signed_at" timestamp with time zone,
	"channel" text,
	"image" "bytea",
	"typed_name" text,
	"shown_sha256" text,
	"ip_address" text,
	"user_agent" text,
	"signed_by_user_id" integer,
	"witness_user_id" integer,
	CONSTRAINT "document_signatures_role_check" CHECK ("document_signatures"."role" in ('employer', 'spouse', 'sponsor', 'helper', 'case_owner'))
);
--> statement-breakpoint
CREATE TABLE "signing_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signing_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "frame" jsonb;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "signed_pdf" "bytea";--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "signed_sha256" text;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_document_id_case_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."case_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_signed_by_user_id_users_id_fk" FOREIGN KEY ("signed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_witness_user_id_users_id_fk" FOREIGN KEY ("witness_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_links" ADD CONSTRAINT "signing_links_case_id_placement_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."placement_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_links" ADD CONSTRAINT "signing_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_signatures_role_unique" ON "document_signatures" USING btree ("document_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_links_token_unique" ON "signing_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signing_links_case_idx" ON "signing_links" USING btree ("case_id","role");--> statement-breakpoint
-- A generated document may now receive, once, the sealed PDF every party signed.
CREATE OR REPLACE FUNCTION "refuse_case_document_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' OR NEW."case_id" IS DISTINCT FROM OLD."case_id" OR NEW."kind" IS DISTINCT FROM OLD."kind"
		OR NEW."language" IS DISTINCT FROM OLD."language" OR NEW."version" IS DISTINCT FROM OLD."version"
		OR NEW."template_version" IS DISTINCT FROM OLD."template_version" OR NEW."text" IS DISTINCT FROM OLD."text"
		OR NEW."signers" IS DISTINCT FROM OLD."signers" OR NEW."pdf" IS DISTINCT FROM OLD."pdf"
		OR NEW."sha256" IS DISTINCT FROM OLD."sha256" OR NEW."generated_at" IS DISTINCT FROM OLD."generated_at"
		OR NEW."frame" IS DISTINCT FROM OLD."frame"
		OR (OLD."superseded_at" IS NOT NULL AND NEW."superseded_at" IS DISTINCT FROM OLD."superseded_at")
		OR (OLD."signed_pdf" IS NOT NULL AND NEW."signed_pdf" IS DISTINCT FROM OLD."signed_pdf")
		OR (OLD."signed_sha256" IS NOT NULL AND NEW."signed_sha256" IS DISTINCT FROM OLD."signed_sha256")
		OR (OLD."status" <> 'awaiting_signatures' AND NEW."status" IS DISTINCT FROM OLD."status") THEN
		RAISE EXCEPTION 'case_documents keep what was generated and signed' USING ERRCODE = 'restrict_violation';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
-- A signature, once given, never changes and is never removed (only the accounts it names may go).
CREATE FUNCTION "refuse_signature_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' OR (OLD."signed_at" IS NOT NULL AND (
		NEW."signed_at" IS DISTINCT FROM OLD."signed_at" OR NEW."channel" IS DISTINCT FROM OLD."channel"
		OR NEW."image" IS DISTINCT FROM OLD."image" OR NEW."typed_name" IS DISTINCT FROM OLD."typed_name"
		OR NEW."shown_sha256" IS DISTINCT FROM OLD."shown_sha256" OR NEW."ip_address" IS DISTINCT FROM OLD."ip_address"
		OR NEW."user_agent" IS DISTINCT FROM OLD."user_agent" OR NEW."name" IS DISTINCT FROM OLD."name"
		OR NEW."role" IS DISTINCT FROM OLD."role" OR NEW."document_id" IS DISTINCT FROM OLD."document_id")) THEN
		RAISE EXCEPTION 'document_signatures keep what was signed' USING ERRCODE = 'restrict_violation';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "document_signatures_unchanged" BEFORE UPDATE OR DELETE ON "document_signatures" FOR EACH ROW EXECUTE FUNCTION "refuse_signature_change"();
