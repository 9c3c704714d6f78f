-- A booking's change is announced as the domain event it is (decision 0046): `slot.taken` when
-- its row holds the court after the change (a hold made, confirmed, or its hold time changed),
-- `slot.freed` when a row that held the court no longer does (released, replaced, expired,
-- cancelled, or deleted), each naming the court, the date and the local start and end. A change
-- that takes no court and frees none (an expired hold cancelled) announces nothing. NOTIFY is sent
-- on commit, so every transition of the lifecycle is heard once it is true, by every process.
-- Closures, courts and locations still announce {"location_id": n, "date": null}.
CREATE OR REPLACE FUNCTION notify_booking_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_held boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('pending', 'confirmed');
  new_holds boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('pending', 'confirmed');
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status
     AND NEW.court_id = OLD.court_id AND NEW.time_range = OLD.time_range
     AND NEW.hold_expires_at IS NOT DISTINCT FROM OLD.hold_expires_at THEN
    RETURN NULL;
  END IF;
  IF old_held AND NOT (new_holds AND NEW.court_id = OLD.court_id
                       AND NEW.time_range = OLD.time_range) THEN
    PERFORM pg_notify('court_changes', json_build_object(
      'event', 'slot.freed', 'location_id', OLD.location_id, 'date', OLD.booking_date,
      'court_id', OLD.court_id, 'start_time', OLD.start_time, 'end_time', OLD.end_time)::text);
  END IF;
  IF new_holds THEN
    PERFORM pg_notify('court_changes', json_build_object(
      'event', 'slot.taken', 'location_id', NEW.location_id, 'date', NEW.booking_date,
      'court_id', NEW.court_id, 'start_time', NEW.start_time, 'end_time', NEW.end_time)::text);
  END IF;
  RETURN NULL;
END $$;
