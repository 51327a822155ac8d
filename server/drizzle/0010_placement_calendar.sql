CREATE TABLE "medical_examinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medical_examinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"maid_id" integer NOT NULL,
	"case_id" integer,
	"kind" text NOT NULL,
	"examined_on" date NOT NULL,
	"clinic" text NOT NULL,
	"result" text NOT NULL,
	"recorded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_examinations_kind_check" CHECK ("medical_examinations"."kind" in ('pre_employment', 'six_monthly', 'renewal')),
	CONSTRAINT "medical_examinations_result_check" CHECK ("medical_examinations"."result" in ('fit', 'not_fit'))
);
--> statement-breakpoint
ALTER TABLE "placement_cases" DROP CONSTRAINT "placement_cases_stage_check";--> statement-breakpoint
ALTER TABLE "placement_events" DROP CONSTRAINT "placement_events_type_check";--> statement-breakpoint
DROP INDEX "placement_cases_one_holding_case_per_helper";--> statement-breakpoint
ALTER TABLE "placement_cases" ADD COLUMN "ipa_valid_until" date;--> statement-breakpoint
ALTER TABLE "placement_cases" ADD COLUMN "permit_last_four" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "placement_cases" ADD COLUMN "permit_issued_on" date;--> statement-breakpoint
ALTER TABLE "placement_cases" ADD COLUMN "card_registered_on" date;--> statement-breakpoint
ALTER TABLE "placement_events" ADD COLUMN "corrected_field" text;--> statement-breakpoint
ALTER TABLE "placement_events" ADD COLUMN "corrected_from" date;--> statement-breakpoint
ALTER TABLE "placement_events" ADD COLUMN "corrected_to" date;--> statement-breakpoint
ALTER TABLE "placement_events" ADD COLUMN "examination_id" integer;--> statement-breakpoint
ALTER TABLE "medical_examinations" ADD CONSTRAINT "medical_examinations_maid_id_maids_id_fk" FOREIGN KEY ("maid_id") REFERENCES "public"."maids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_examinations" ADD CONSTRAINT "medical_examinations_case_id_placement_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."placement_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_examinations" ADD CONSTRAINT "medical_examinations_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_examinations_maid_idx" ON "medical_examinations" USING btree ("maid_id","examined_on");--> statement-breakpoint
ALTER TABLE "placement_events" ADD CONSTRAINT "placement_events_examination_id_medical_examinations_id_fk" FOREIGN KEY ("examination_id") REFERENCES "public"."medical_examinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placement_cases_one_holding_case_per_helper" ON "placement_cases" USING btree ("maid_id") WHERE "placement_cases"."stage" in ('selected', 'agreements_signed', 'permit_applied', 'permit_approved', 'ready_for_arrival', 'arrived', 'settling_in_done', 'medical_passed', 'permit_issued', 'card_registered', 'deployed');--> statement-breakpoint
ALTER TABLE "placement_cases" ADD CONSTRAINT "placement_cases_stage_check" CHECK ("placement_cases"."stage" in ('enquiry', 'interviewing', 'selected', 'agreements_signed', 'permit_applied', 'permit_approved', 'ready_for_arrival', 'arrived', 'settling_in_done', 'medical_passed', 'permit_issued', 'card_registered', 'deployed', 'closed', 'cancelled', 'replaced', 'transferred', 'repatriated'));--> statement-breakpoint
ALTER TABLE "placement_events" ADD CONSTRAINT "placement_events_correction_check" CHECK (("placement_events"."type" = 'correction') = ("placement_events"."corrected_field" is not null and "placement_events"."corrected_from" is not null));--> statement-breakpoint
ALTER TABLE "placement_events" ADD CONSTRAINT "placement_events_type_check" CHECK ("placement_events"."type" in ('stage', 'note', 'correction', 'medical'));