ALTER TABLE "employment_entries" ADD COLUMN "employer_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employment_entries" ADD COLUMN "feedback" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "maid_details" ADD COLUMN "biodata" jsonb DEFAULT '{}'::jsonb NOT NULL;