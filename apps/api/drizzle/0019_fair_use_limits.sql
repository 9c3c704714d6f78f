ALTER TABLE "locations" ADD COLUMN "max_upcoming_bookings" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "max_hours_per_week" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "max_bookings_per_day" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_max_upcoming_bookings_positive" CHECK ("locations"."max_upcoming_bookings" > 0);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_max_hours_per_week_positive" CHECK ("locations"."max_hours_per_week" > 0);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_max_bookings_per_day_positive" CHECK ("locations"."max_bookings_per_day" > 0);