-- Every booking change appends a row here and the fold deletes it within seconds: vacuum the
-- table after every thousand dead rows, whatever its size, so its indexes never fill with them.
ALTER TABLE "booking_tally_changes" SET (
  autovacuum_vacuum_scale_factor = 0,
  autovacuum_vacuum_threshold = 1000,
  autovacuum_analyze_scale_factor = 0,
  autovacuum_analyze_threshold = 1000
);
