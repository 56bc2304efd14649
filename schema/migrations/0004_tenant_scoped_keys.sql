-- Keys and uniqueness per tenant (issue 12 item 10): a global sessions key let one tenant learn that another
-- tenant's hidden session id exists ("already exists"). tenant_id goes last in the event log's keys so that the
-- session-first lookups of parent walks keep their index shape (see 0003).
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "session_events" DROP CONSTRAINT "session_events_pk";--> statement-breakpoint
ALTER TABLE "session_events" ADD CONSTRAINT "session_events_pk" PRIMARY KEY("session_id","seq","tenant_id");--> statement-breakpoint
ALTER TABLE "session_events" DROP CONSTRAINT "session_events_entry_uq";--> statement-breakpoint
ALTER TABLE "session_events" ADD CONSTRAINT "session_events_entry_uq" UNIQUE("session_id","entry_id","tenant_id");--> statement-breakpoint
ALTER TABLE "session_events" DROP CONSTRAINT "session_events_idempotency_uq";--> statement-breakpoint
ALTER TABLE "session_events" ADD CONSTRAINT "session_events_idempotency_uq" UNIQUE("session_id","idempotency_key","tenant_id");
