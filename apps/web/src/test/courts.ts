import { courtFactsOf, DEFAULT_COURT_FACTS } from '@courtbook/shared';

/** What every answer tells of a court that sets nothing: SPEC's court. */
export const SPEC_COURT = courtFactsOf(DEFAULT_COURT_FACTS);

/** The same, as staff see it, with the settings its sessions come from. */
export const SPEC_STAFF_COURT = {
  ...SPEC_COURT,
  min_session_minutes: 60,
  max_session_minutes: null,
  session_step_minutes: 30,
};
