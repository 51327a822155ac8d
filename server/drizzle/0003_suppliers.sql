CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"licence_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_lower_unique" ON "suppliers" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "maids" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
-- Each free-text supplier becomes a supplier row (names compared without case or
-- surrounding spaces; a blank one becomes the form's default), and helpers point at it.
UPDATE "maids" SET "supplier" = CASE WHEN btrim("supplier") = '' THEN 'Default Supplier' ELSE btrim("supplier") END;--> statement-breakpoint
INSERT INTO "suppliers" ("name")
  SELECT DISTINCT ON (lower("supplier")) "supplier" FROM "maids" ORDER BY lower("supplier"), "supplier";--> statement-breakpoint
UPDATE "maids" SET "supplier_id" = "suppliers"."id" FROM "suppliers" WHERE lower("suppliers"."name") = lower("maids"."supplier");--> statement-breakpoint
ALTER TABLE "maids" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "maids" DROP COLUMN "supplier";--> statement-breakpoint
ALTER TABLE "maids" ADD CONSTRAINT "maids_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maids_supplier_id_idx" ON "maids" USING btree ("supplier_id");