CREATE TABLE "local_payment_intents" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"client_secret" varchar(128) NOT NULL,
	"idempotency_key" varchar(128) NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(32) NOT NULL,
	"last_error" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payment_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "local_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(64) NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payments_series_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_series_unique" ON "payments" USING btree ("series_id");