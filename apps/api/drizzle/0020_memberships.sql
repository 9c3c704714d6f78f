CREATE TABLE "membership_plan_period_rules" (
	"plan_id" integer NOT NULL,
	"period_name" text NOT NULL,
	"rule_kind" text NOT NULL,
	"rule_value" integer NOT NULL,
	CONSTRAINT "membership_plan_period_rules_plan_id_period_name_pk" PRIMARY KEY("plan_id","period_name"),
	CONSTRAINT "membership_plan_period_rules_rule" CHECK ("membership_plan_period_rules"."rule_kind" in ('fixed_fee', 'percent_off') and "membership_plan_period_rules"."rule_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"horizon_days" integer,
	"rule_kind" text,
	"rule_value" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_price_non_negative" CHECK ("membership_plans"."price_cents" >= 0),
	CONSTRAINT "membership_plans_horizon_range" CHECK ("membership_plans"."horizon_days" between 1 and 730),
	CONSTRAINT "membership_plans_rule" CHECK (("membership_plans"."rule_kind" is null and "membership_plans"."rule_value" is null) or ("membership_plans"."rule_kind" in ('fixed_fee', 'percent_off') and "membership_plans"."rule_value" >= 0))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"price_cents" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_dates" CHECK ("memberships"."starts_on" <= "memberships"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "membership_id" integer;--> statement-breakpoint
ALTER TABLE "membership_plan_period_rules" ADD CONSTRAINT "membership_plan_period_rules_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_plans_location_name_key" ON "membership_plans" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id","ends_on");--> statement-breakpoint
CREATE INDEX "memberships_plan_idx" ON "memberships" USING btree ("plan_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;