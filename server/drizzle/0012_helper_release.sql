ALTER TABLE "placement_events" DROP CONSTRAINT "placement_events_type_check";--> statement-breakpoint
ALTER TABLE "placement_cases" ADD COLUMN "release_kind" text;--> statement-breakpoint
ALTER TABLE "placement_cases" ADD COLUMN "released_on" date;--> statement-breakpoint
ALTER TABLE "placement_cases" ADD COLUMN "release_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "placement_cases" ADD CONSTRAINT "placement_cases_release_kind_check" CHECK ("placement_cases"."release_kind" is null or "placement_cases"."release_kind" in ('permit_cancelled', 'transfer_offered', 'repatriated'));--> statement-breakpoint
ALTER TABLE "placement_events" ADD CONSTRAINT "placement_events_type_check" CHECK ("placement_events"."type" in ('stage', 'note', 'correction', 'medical', 'release'));