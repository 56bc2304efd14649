ALTER TABLE "compactions" ADD COLUMN "handed_off_to" text;--> statement-breakpoint
ALTER TABLE "compactions" ADD COLUMN "passed_on" text;