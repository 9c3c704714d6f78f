-- A court can never be held or booked twice for overlapping times: the database refuses it.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("court_id" WITH =, "time_range" WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));
