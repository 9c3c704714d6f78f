CREATE TABLE "price_period_court_fees" (
	"period_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"hourly_fee_cents" integer NOT NULL,
	CONSTRAINT "price_period_court_fees_period_id_court_id_pk" PRIMARY KEY("period_id","court_id"),
	CONSTRAINT "price_period_court_fees_non_negative" CHECK ("price_period_court_fees"."hourly_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"hourly_fee_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_periods_minutes" CHECK ("price_periods"."start_minute" >= 0 and "price_periods"."end_minute" <= 1440 and "price_periods"."start_minute" < "price_periods"."end_minute"),
	CONSTRAINT "price_periods_fee_non_negative" CHECK ("price_periods"."hourly_fee_cents" >= 0),
	CONSTRAINT "price_periods_weekdays" CHECK (cardinality("price_periods"."weekdays") between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "price_period_court_fees" ADD CONSTRAINT "price_period_court_fees_period_id_price_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."price_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_period_court_fees" ADD CONSTRAINT "price_period_court_fees_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_periods" ADD CONSTRAINT "price_periods_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_periods_location_idx" ON "price_periods" USING btree ("location_id");