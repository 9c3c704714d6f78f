-- Every change to what a court is doing is announced on the channel court_changes, from the
-- database itself, so that every API process hears every change whatever made it (a booking, a
-- payment, staff, the hold sweeper). NOTIFY is sent on commit, and a transaction's identical
-- payloads are sent once. The payload is {"location_id": n, "date": "YYYY-MM-DD" | null}: null
-- when the change may touch any date (a closure, a court).
CREATE FUNCTION notify_booking_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status
     AND NEW.court_id = OLD.court_id AND NEW.time_range = OLD.time_range
     AND NEW.hold_expires_at IS NOT DISTINCT FROM OLD.hold_expires_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('court_changes',
      json_build_object('location_id', OLD.location_id, 'date', OLD.booking_date)::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('court_changes',
      json_build_object('location_id', NEW.location_id, 'date', NEW.booking_date)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_notify_change AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION notify_booking_change();
--> statement-breakpoint
CREATE FUNCTION notify_closure_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('court_changes', json_build_object('location_id',
    (SELECT location_id FROM courts WHERE id = COALESCE(NEW.court_id, OLD.court_id)), 'date', NULL)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER court_closures_notify_change AFTER INSERT OR UPDATE OR DELETE ON court_closures
  FOR EACH ROW EXECUTE FUNCTION notify_closure_change();
--> statement-breakpoint
CREATE FUNCTION notify_court_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('court_changes', json_build_object('location_id',
    COALESCE(NEW.location_id, OLD.location_id), 'date', NULL)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER courts_notify_change AFTER INSERT OR UPDATE OR DELETE ON courts
  FOR EACH ROW EXECUTE FUNCTION notify_court_change();
--> statement-breakpoint
CREATE FUNCTION notify_location_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Any change: hours, time zone, horizon and name are all read with the courts (and cached).
  PERFORM pg_notify('court_changes', json_build_object('location_id', NEW.id, 'date', NULL)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER locations_notify_change AFTER UPDATE ON locations
  FOR EACH ROW EXECUTE FUNCTION notify_location_change();
