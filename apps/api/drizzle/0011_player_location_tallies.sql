-- A player's bookings at each location, by month (rows with both ids set), for the players list's
-- bookings count as a location admin sees it. The changes waiting are folded first, by the
-- earlier fold; the new rows are then counted from the bookings themselves.
SELECT fold_booking_tally_changes();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fold_booking_tally_changes"() RETURNS void LANGUAGE sql AS $$
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
    UNION ALL SELECT location_id, user_id, 'm', month, status, change FROM folded
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
INSERT INTO "booking_tallies" (location_id, user_id, grain, period, status, bookings)
SELECT location_id, user_id, 'm', date_trunc('month', booking_date::timestamp)::date,
  booking_tally_status(status, hold_expires_at), count(*)::int
FROM "bookings"
GROUP BY 1, 2, 3, 4, 5;
