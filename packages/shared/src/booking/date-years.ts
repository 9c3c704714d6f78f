/**
 * The years a date field takes. Far outside anything bookable, but inside what the date
 * arithmetic handles: a weekly series from 9999-12-31 would step into year 10000.
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2999;
