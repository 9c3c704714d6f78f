import { formatCalendarDate } from '@courtbook/shared';

/** The words of the membership plans screen, its plan form and its delete dialog. */
export const PlanPageMessages = {
  intro:
    'Plans give members their own hourly fees, for every hour or per price period, and may let them book further ahead. No money is taken for a plan here: its price is recorded with each membership.',
  location: 'Location',
  loadingLocations: 'Loading locations…',
  locationsFailed: 'Could not load your locations',
  noLocations: 'No locations yet. Plans are set per location once one exists.',
  loadingPlans: 'Loading plans…',
  plansFailed: 'Could not load the plans',
  tryAgain: 'Try again',
  tableLabel: 'Membership plans table',
  caption: (location: string) => `Membership plans at ${location}`,
  emptyTitle: 'No plans yet',
  emptyText: 'Add a plan to give members their own prices at this location.',
  add: 'Add plan',
  columns: {
    name: 'Name',
    price: 'Price',
    horizon: 'Members’ horizon',
    rule: 'Every hour',
    periods: 'Price periods',
    active: 'Active',
    members: 'Members',
    actions: 'Actions',
  },
  locationHorizon: 'Location’s',
  horizonDays: (days: number) => `${days} days`,
  noChange: 'No change',
  noPeriodRules: 'None',
  editTip: 'Edit',
  editLabel: (name: string) => `Edit plan ${name}`,
  deleteTip: 'Delete',
  deleteLabel: (name: string) => `Delete plan ${name}`,
  deleteTitle: 'Delete plan?',
  deleteQuestion: (name: string) => `Delete the plan ${name}? This cannot be undone.`,
  deleteRefused: 'The plan was not deleted',
  cancel: 'Cancel',
  deleted: 'Membership plan deleted successfully.',
  active: 'Active',
  inactive: 'Inactive',
  membersCount: (count: number) => (count === 1 ? '1 member' : `${count} members`),
} as const;

/** The plan form's labels and hints. */
export const PlanFormMessages = {
  addTitle: 'Add a plan',
  editTitle: (name: string) => `Edit plan ${name}`,
  refused: 'The plan was not saved',
  name: 'Name',
  namePlaceholder: 'Gold',
  price: 'Price',
  priceHint: 'What a membership costs; recorded with each one.',
  horizon: 'Members’ booking horizon (days)',
  horizonHint: 'Empty: the location’s own horizon.',
  ruleLegend: 'Every hour',
  ruleHint: 'The court’s own fee, and any price period without a rule of its own.',
  ruleKind: 'Price rule',
  ruleValueFee: 'Hourly fee',
  ruleValuePercent: 'Percentage off',
  kinds: { none: 'No change', fixed_fee: 'Fixed hourly fee', percent_off: 'Percentage off' },
  periodLegend: 'Price periods',
  noPeriods: 'This location has no price periods: the rule above applies at every hour.',
  noPeriodRules: 'No period rules: the rule above applies in every period too.',
  period: 'Period',
  periodRuleLabel: (index: number) => `period rule ${index + 1}`,
  addPeriodRule: 'Add period rule',
  remove: 'Remove',
  periodsFailed: 'Could not load the location’s price periods.',
  active: 'Offered (active)',
  cancel: 'Cancel',
  save: 'Save plan',
  create: 'Add plan',
  created: 'Membership plan created successfully.',
  updated: 'Membership plan updated successfully.',
} as const;

/** The player page's Membership section and its Give membership form. */
export const PlayerMembershipMessages = {
  title: 'Membership',
  loading: 'Loading memberships…',
  failed: 'Could not load the memberships',
  empty: 'No membership yet.',
  tableLabel: 'Memberships table',
  caption: 'The player’s memberships',
  columns: {
    plan: 'Plan',
    location: 'Location',
    dates: 'Dates',
    price: 'Price',
    state: 'State',
    actions: 'Actions',
  },
  endToday: 'End today',
  endTodayLabel: (plan: string) => `End today: ${plan} membership`,
  endTitle: 'End membership today?',
  endQuestion: (plan: string, today: string) =>
    `End the ${plan} membership today (${formatCalendarDate(today)})? Bookings from tomorrow are priced as for anyone.`,
  ended: 'Membership updated successfully.',
  giveTitle: 'Give membership',
  refused: 'The membership was not given',
  location: 'Location',
  plan: 'Plan',
  planPlaceholder: 'Choose a plan',
  noPlans: 'This location has no active plan. Add one on the membership plans screen.',
  loadingPlans: 'Loading plans…',
  startsOn: 'Starts on',
  endsOn: 'Ends on',
  give: 'Give membership',
  given: 'Membership given successfully.',
  planRequired: 'Please choose a plan.',
  dateRequired: 'Please enter a date.',
} as const;

/** The player's own Membership card on their profile. */
export const MyMembershipMessages = {
  title: 'Membership',
  loading: 'Loading your memberships…',
  failed: 'Your memberships could not be loaded.',
  retry: 'Load memberships again',
  emptyTitle: 'No membership',
  emptyText: 'Members pay their club’s member prices. Ask at the club’s desk about a membership.',
  tryAgain: 'Try again',
  at: (plan: string, club: string) => `${plan} · ${club}`,
} as const;

/** A membership's state, its dates. */
export const MembershipStateMessages = {
  states: { upcoming: 'Upcoming', active: 'Active', ended: 'Ended' },
  dates: (starts: string, ends: string) =>
    `${formatCalendarDate(starts)} – ${formatCalendarDate(ends)}`,
} as const;
