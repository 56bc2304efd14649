CREATE TABLE "smoke_runs" (
	"tenant_id" text NOT NULL,
	"run_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smoke_runs_pk" PRIMARY KEY("tenant_id","run_id")
);
