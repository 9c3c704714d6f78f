-- Staff mark a pay-at-club booking paid at the desk (cash or card): when, and how.
ALTER TABLE "bookings" ADD COLUMN "venue_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "venue_paid_method" varchar(8);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venue_paid_known" CHECK (("bookings"."venue_paid_at" is null and "bookings"."venue_paid_method" is null) or ("bookings"."venue_paid_at" is not null and "bookings"."venue_paid_method" in ('cash', 'card') and "bookings"."payment_due" = 'venue'));