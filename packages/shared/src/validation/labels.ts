/**
 * How a message names each request field: the words the forms use, so a refusal reads "First
 * name must be text." rather than quoting `first_name`. A key not listed is named from its words.
 */
export const FieldLabels = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  country: 'Country',
  password: 'Password',
  confirm_password: 'Confirm password',
  new_password: 'New password',
  otp: 'Code',
  user_type: 'User type',
  permissions: 'Permissions',
  location: 'Location',
  location_id: 'Location',
  location_ids: 'Locations',
  court_id: 'Court',
  closureId: 'Closure',
  noteId: 'Note',
  body: 'Note',
  booking_id: 'Booking',
  user_id: 'Player',
  user_email: "Player's email",
  id: 'Id',
  uuid: 'Verification link',
  name: 'Name',
  address_1: 'Address line 1',
  address_2: 'Address line 2',
  address_3: 'Address line 3',
  address_4: 'Address line 4',
  city: 'City',
  state: 'State',
  website: 'Website',
  description: 'Description',
  time_zone: 'Time zone',
  currency: 'Currency',
  tax_percent: 'Tax',
  card_fee_percent: 'Card fee',
  opening_hours: 'Opening hours',
  is_active: 'Active',
  logo: 'Logo',
  remove_logo: 'Remove logo',
  image: 'Image',
  court_number: 'Court number',
  court_fee_hrs: 'Hourly fee',
  courts: 'Courts',
  start: 'Start',
  end: 'End',
  reason: 'Reason',
  message: 'Description',
  is_read: 'Read',
  unread: 'Unread',
  date: 'Date',
  booking_date: 'Booking date',
  start_time: 'Start time',
  end_time: 'End time',
  duration: 'Duration',
  book_for_four_weeks: 'Book for four weeks',
  total_price: 'Total price',
  status: 'Status',
  refund: 'Refund',
  type: 'Type',
  page: 'Page',
  page_size: 'Page size',
  search: 'Search',
  start_date: 'Start date',
  end_date: 'End date',
  client_secret: 'Payment reference',
  payment_intent_id: 'Payment reference',
  card_number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code',
} as const satisfies Record<string, string>;

/** The label of a field key: listed, else its words ("booking_horizon_days" → "Booking horizon days"). */
export function fieldLabel(key: string): string {
  if (Object.hasOwn(FieldLabels, key)) return (FieldLabels as Record<string, string>)[key]!;
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This field';
}
