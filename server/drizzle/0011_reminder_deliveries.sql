CREATE TABLE "reminder_deliveries" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"recipient_user_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "reminder_deliveries_job_day_recipient_user_id_pk" PRIMARY KEY("job","day","recipient_user_id")
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;