CREATE TABLE "code_requests" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "reset_token_hash" text;--> statement-breakpoint
CREATE INDEX "code_requests_sent_at_idx" ON "code_requests" USING btree ("sent_at");