import {
  IconBan,
  IconCalendarCheck,
  IconCalendarTime,
  IconSearch,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';

export interface Step {
  title: string;
  text: string;
  icon: Icon;
}

/** The landing page's short list (SPEC.md section 1). */
export const LANDING_STEPS: Step[] = [
  {
    title: 'Search courts',
    text: 'Find your club or organisation by name and see its courts.',
    icon: IconSearch,
  },
  {
    title: 'Register',
    text: 'Create a free account at your location in under a minute.',
    icon: IconUserPlus,
  },
  {
    title: 'Select date and time',
    text: 'Pick a day on the calendar, a start time and how long you want to play.',
    icon: IconCalendarTime,
  },
  {
    title: 'Book in advance',
    text: 'Reserve your court ahead of time and pay securely by card.',
    icon: IconCalendarCheck,
  },
];

/** The How It Works page: exactly these four steps, in this order. */
export const HOW_IT_WORKS_STEPS: Step[] = [
  {
    title: 'Register',
    text: 'Choose your location and create an account with your name, email and phone number.',
    icon: IconUserPlus,
  },
  {
    title: 'Select Date and Time',
    text: 'Pick a date, a start time on the half hour and a duration of one hour or more.',
    icon: IconCalendarTime,
  },
  {
    title: 'Book in Advance',
    text: 'Choose an available court, check the summary and pay by card to secure it.',
    icon: IconCalendarCheck,
  },
  {
    title: 'No Cancellations or Refunds',
    text: 'All bookings are final, so please double-check the date, time and court before you pay.',
    icon: IconBan,
  },
];
