import { MAX_BOOKING_HORIZON_DAYS, MIN_BOOKING_HORIZON_DAYS } from '../booking/booking-horizon';

/** The membership API's texts (docs/decisions/0050-memberships.md). */
export const MembershipMessages = {
  noPermission: 'You do not have permission to manage membership plans.',
  noPlayerPermission: 'You do not have permission to manage players.',
  planNotFound: 'Membership plan not found.',
  planInUse: 'This plan has members. End their memberships or deactivate the plan instead.',
  planNameRequired: 'Please enter a name for the plan.',
  planNameMax: 'Plan name must be no more than 60 characters.',
  planNameTaken: 'This location already has a plan with that name.',
  priceInvalid: 'Price must be an amount from 0 to 100000 with at most 2 decimals.',
  horizonInvalid: `Members' booking horizon must be a whole number of days from ${MIN_BOOKING_HORIZON_DAYS} to ${MAX_BOOKING_HORIZON_DAYS}, or empty for the location's.`,
  ruleKindInvalid: 'A price rule is either a fixed hourly fee or a percentage off.',
  ruleFeeInvalid: 'A fixed hourly fee must be an amount from 0 to 100000 with at most 2 decimals.',
  rulePercentInvalid: 'A percentage off must be from 0 to 100 with at most 2 decimals.',
  periodRuleNameRequired: 'Please name the price period this rule is for.',
  periodRulesRepeat: (period: string) => `The price period ${period} has more than one rule.`,
  periodRulesMax: 'A plan may have at most 50 period rules.',
  playerNotFound: 'Player not found.',
  membershipNotFound: 'Membership not found.',
  datesInvalid: 'A membership ends on or after the day it starts.',
  overlaps: (plan: string, starts: string, ends: string) =>
    `The player already has the ${plan} membership from ${starts} to ${ends} at this location. End it first, or choose other dates.`,
  planInactive: 'This plan is no longer offered. Choose an active plan.',
  plansListed: 'Membership plans fetched successfully.',
  planCreated: 'Membership plan created successfully.',
  planUpdated: 'Membership plan updated successfully.',
  planDeleted: 'Membership plan deleted successfully.',
  membershipsListed: 'Memberships fetched successfully.',
  membershipGranted: 'Membership given successfully.',
  membershipUpdated: 'Membership updated successfully.',
} as const;
