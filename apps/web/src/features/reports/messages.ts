/** The words of the reporting page's price-period table and occupancy heat map. */
export const ReportPageMessages = {
  periodsTitle: 'Revenue by price period',
  periodsNote:
    'Session fees before tax and card fee, of the sessions in Total; a session across periods is split by its minutes at each fee.',
  periodHeading: 'Price period',
  hoursHeading: 'Court hours',
  periodRevenueHeading: 'Fees',
  periodTotal: 'Total',
  ownFee: 'Court’s own fee',
  periodsEmpty: 'No paid or pay-at-club sessions in this range.',
  plansTitle: 'Revenue by membership plan',
  plansNote:
    'Sessions in Total by the plan that priced them, and the memberships starting in this range with what they are priced at (expected: memberships are billed outside the app).',
  plansRegion: 'Revenue by membership plan table',
  planHeading: 'Plan',
  planSessionsHeading: 'Sessions',
  planRevenueHeading: 'Revenue',
  planMembershipsHeading: 'New memberships',
  planExpectedHeading: 'Expected',
  publicPrice: 'Public price',
  plansEmpty: 'No paid or pay-at-club sessions and no new memberships in this range.',
  occupancyTitle: 'Occupancy',
  occupancyNote:
    'The share of the courts’ open hours booked (confirmed sessions), by day of the week and hour, in the club’s time.',
  occupancyCaption: 'Share of open court hours booked, by weekday and hour',
  occupancyRegion: 'Occupancy table',
  weekdayHeading: 'Day',
  closed: 'Closed',
  occupancyEmpty: 'No court is open in this range.',
  cellTitle: (weekday: string, hour: string, share: string, booked: string, open: string) =>
    `${weekday} ${hour}: ${share} booked (${booked} of ${open})`,
  legendLow: '0%',
  legendHigh: '100%',
} as const;
