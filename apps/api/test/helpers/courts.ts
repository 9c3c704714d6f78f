import { courtFactsOf, DEFAULT_COURT_FACTS } from '@courtbook/shared';

/** What every answer tells of a court that sets nothing: SPEC's court (Step 17, section 4). */
export const SPEC_COURT = courtFactsOf(DEFAULT_COURT_FACTS);
