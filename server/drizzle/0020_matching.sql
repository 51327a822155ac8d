CREATE TABLE "family_requirements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"requirements" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maids" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "family_requirements" ADD CONSTRAINT "family_requirements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maids_available_from_idx" ON "maids" USING btree ("available_from");