CREATE TABLE "compactions" (
	"tenant_id" text NOT NULL,
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"run_id" text NOT NULL,
	"trigger" text NOT NULL,
	"method" text,
	"status" text NOT NULL,
	"tokens_before" integer,
	"tokens_after" integer,
	"model" text,
	"prompt_hash" text,
	"core_version" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	"compaction_entry_id" text,
	"first_kept_entry_id" text,
	CONSTRAINT "compactions_run_uq" UNIQUE("workflow_id","run_id")
);
--> statement-breakpoint
CREATE TABLE "session_events" (
	"tenant_id" text NOT NULL,
	"session_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"entry_id" text,
	"parent_id" text,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"settings" jsonb,
	"idempotency_key" text,
	"batch_size" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_events_pk" PRIMARY KEY("session_id","seq"),
	CONSTRAINT "session_events_entry_uq" UNIQUE("session_id","entry_id"),
	CONSTRAINT "session_events_idempotency_uq" UNIQUE("session_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"tenant_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"leaf_entry_id" text,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_compaction_seq" bigint,
	"last_compaction_entry_id" text,
	"parent_session_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"header" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snapcompact_frames" (
	"tenant_id" text NOT NULL,
	"sha256" text NOT NULL,
	"png" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"shape" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snapcompact_frames_pk" PRIMARY KEY("tenant_id","sha256")
);
--> statement-breakpoint
CREATE INDEX "compactions_session_idx" ON "compactions" USING btree ("tenant_id","session_id","started_at");--> statement-breakpoint
CREATE INDEX "session_events_tenant_idx" ON "session_events" USING btree ("tenant_id","session_id");--> statement-breakpoint
CREATE INDEX "session_events_pruned_target_idx" ON "session_events" USING btree ("session_id",("data" ->> 'targetId')) WHERE "session_events"."type" = 'content_pruned';--> statement-breakpoint
CREATE INDEX "sessions_tenant_activity_idx" ON "sessions" USING btree ("tenant_id","status","last_activity_at");