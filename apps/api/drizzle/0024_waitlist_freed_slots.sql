-- A freed slot someone waits for is kept (Step 18): when a session stops holding its court while a
-- waitlist entry for that location and date is open, the trigger that announces `slot.freed` also
-- writes the event to `freed_slots`, in the same transaction. NOTIFY can be missed by a process that
-- dies; this row cannot, and the waitlist's offer job handles each once. Otherwise as 0016.
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
    IF TG_OP = 'UPDATE' AND EXISTS (
      SELECT 1 FROM waitlist_entries w
      WHERE w.location_id = OLD.location_id AND w.entry_date = OLD.booking_date
        AND w.status IN ('waiting', 'offered') AND w.expires_at > now()
    ) THEN
      INSERT INTO freed_slots (location_id, court_id, slot_date, start_time, end_time)
      VALUES (OLD.location_id, OLD.court_id, OLD.booking_date, OLD.start_time, OLD.end_time);
    END IF;
  END IF;
  IF new_holds THEN
    PERFORM pg_notify('court_changes', json_build_object(
      'event', 'slot.taken', 'location_id', NEW.location_id, 'date', NEW.booking_date,
      'court_id', NEW.court_id, 'start_time', NEW.start_time, 'end_time', NEW.end_time)::text);
  END IF;
  RETURN NULL;
END $$;
