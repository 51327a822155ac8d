ALTER TABLE "placement_events" DROP CONSTRAINT "placement_events_type_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(name || ' ' || email || ' ' || phone), 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıľłñńňòóôõöøōőŕřśşšţťùúûüūůűųýÿźżžÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚĞÌÍÎÏĪĮĽŁÑŃŇÒÓÔÕÖØŌŐŔŘŚŞŠŢŤÙÚÛÜŪŮŰŲÝŸŹŻŽ', 'aaaaaaaaacccdeeeeeeeegiiiiiiillnnnoooooooorrsssttuuuuuuuuyyzzzaaaaaaaaacccdeeeeeeeegiiiiiillnnnoooooooorrsssttuuuuuuuuyyzzz')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "placement_events" ADD CONSTRAINT "placement_events_type_check" CHECK ("placement_events"."type" in ('stage', 'note', 'correction', 'medical', 'release', 'owner'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK ("users"."staff_role" in ('owner', 'administrator', 'ea_personnel', 'accounts', 'read_only'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_of_staff_check" CHECK (("users"."role" = 'admin') = ("users"."staff_role" is not null));--> statement-breakpoint
UPDATE "audit_log" SET "entity_type" = 'staff' WHERE "action" LIKE 'staff.%';--> statement-breakpoint
UPDATE "audit_log" SET "entity_type" = 'customer' WHERE "entity_type" = 'user';