CREATE TABLE "booking_tallies" (
	"location_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"grain" char(1) NOT NULL,
	"period" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "booking_tallies_location_id_user_id_grain_period_status_pk" PRIMARY KEY("location_id","user_id","grain","period","status")
);
--> statement-breakpoint
CREATE TABLE "booking_tally_changes" (
	"location_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"booking_date" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"change" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "booking_tally_changes_location_idx" ON "booking_tally_changes" USING btree ("location_id","booking_date");--> statement-breakpoint
CREATE INDEX "booking_tally_changes_user_idx" ON "booking_tally_changes" USING btree ("user_id","booking_date");--> statement-breakpoint
-- The status a tally counts a booking row under: a pending row with a hold time is 'held'.
CREATE FUNCTION "booking_tally_status"("status" varchar, "hold_expires_at" timestamptz) RETURNS varchar
  LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN status = 'pending' AND hold_expires_at IS NOT NULL THEN 'held' ELSE status END
  $$;
--> statement-breakpoint
-- Each booking row added, changed or removed appends what it takes from and adds to the tallies.
CREATE FUNCTION "bookings_note_tally_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO booking_tally_changes (location_id, user_id, booking_date, status, change)
    VALUES (OLD.location_id, OLD.user_id, OLD.booking_date,
            booking_tally_status(OLD.status, OLD.hold_expires_at), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO booking_tally_changes (location_id, user_id, booking_date, status, change)
    VALUES (NEW.location_id, NEW.user_id, NEW.booking_date,
            booking_tally_status(NEW.status, NEW.hold_expires_at), 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_tally_insert_delete" AFTER INSERT OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION bookings_note_tally_change();
--> statement-breakpoint
CREATE TRIGGER "bookings_tally_update"
  AFTER UPDATE OF location_id, user_id, booking_date, status, hold_expires_at ON "bookings"
  FOR EACH ROW
  WHEN ((OLD.location_id, OLD.user_id, OLD.booking_date,
         booking_tally_status(OLD.status, OLD.hold_expires_at))
        IS DISTINCT FROM
        (NEW.location_id, NEW.user_id, NEW.booking_date,
         booking_tally_status(NEW.status, NEW.hold_expires_at)))
  EXECUTE FUNCTION bookings_note_tally_change();
--> statement-breakpoint
-- Moves the appended changes into the tallies, by month and by day, for each location and player.
-- Keys are written in one order, so two folds at once never wait on each other in a circle.
CREATE FUNCTION "fold_booking_tally_changes"() RETURNS void LANGUAGE sql AS $$
  WITH folded AS (
    DELETE FROM booking_tally_changes
    RETURNING location_id, user_id, booking_date,
      date_trunc('month', booking_date::timestamp)::date AS month, status, change
  ),
  keyed AS (
    SELECT location_id, 0 AS user_id, 'm' AS grain, month AS period, status, change FROM folded
    UNION ALL SELECT location_id, 0, 'd', booking_date, status, change FROM folded
    UNION ALL SELECT 0, user_id, 'm', month, status, change FROM folded
    UNION ALL SELECT 0, user_id, 'd', booking_date, status, change FROM folded
  )
  INSERT INTO booking_tallies AS t (location_id, user_id, grain, period, status, bookings)
  SELECT location_id, user_id, grain, period, status, sum(change)::int
  FROM keyed
  GROUP BY location_id, user_id, grain, period, status
  HAVING sum(change) <> 0
  ORDER BY location_id, user_id, grain, period, status
  ON CONFLICT (location_id, user_id, grain, period, status)
  DO UPDATE SET bookings = t.bookings + excluded.bookings
$$;
--> statement-breakpoint
INSERT INTO "booking_tally_changes" (location_id, user_id, booking_date, status, change)
SELECT location_id, user_id, booking_date, booking_tally_status(status, hold_expires_at), 1
FROM "bookings";
--> statement-breakpoint
SELECT fold_booking_tally_changes();
