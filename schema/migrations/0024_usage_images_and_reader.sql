ALTER TABLE "provider_usage" ADD COLUMN "image_input_tokens" integer;--> statement-breakpoint
ALTER TABLE "provider_usage" ADD COLUMN "estimated" boolean DEFAULT false NOT NULL;