/**
 * What the booking wizard knows when the player's time or court is taken: what a waitlist entry
 * could ask for (the wizard hands it to the waitlist's join dialog through its route).
 */
export interface WaitlistWish {
  locationId: number;
  date: string;
  /** Minutes after midnight. */
  start: number;
  durationMinutes: number;
  sport: string | null;
  /** The courts the player might wait for (those taken at that time). */
  courts: { court_id: number; label: string }[];
}
