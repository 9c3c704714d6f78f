import { UserType } from '@courtbook/shared';

/** The demo clubs and accounts a fresh embedded database starts with. */
export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoCourt {
  courtNumber: number;
  hourlyFeeCents: number;
}

export interface DemoLocation {
  name: string;
  logoFile: string;
  addressLines: [string, string, string, string];
  city: string;
  state: string;
  phone: string;
  email: string;
  website: string;
  description: string;
  timeZone: string;
  taxBasisPoints: number;
  cardFeeBasisPoints: number;
  courts: DemoCourt[];
}

const courtsAt = (count: number, feeCents: (courtNumber: number) => number): DemoCourt[] =>
  Array.from({ length: count }, (_, i) => ({
    courtNumber: i + 1,
    hourlyFeeCents: feeCents(i + 1),
  }));

export const DEMO_LOCATIONS: DemoLocation[] = [
  {
    name: 'Downtown Racquet Club',
    logoFile: 'downtown-racquet-club.svg',
    addressLines: ['120 Market Street', 'Suite 4', 'Philadelphia, PA 19106', 'United States'],
    city: 'Philadelphia',
    state: 'PA',
    phone: '+12155550120',
    email: 'hello@downtownracquet.example',
    website: 'https://downtownracquet.example',
    description: 'Six indoor hard courts in the heart of the city.',
    timeZone: 'America/New_York',
    taxBasisPoints: 800,
    cardFeeBasisPoints: 300,
    courts: courtsAt(6, (n) => (n <= 2 ? 4500 : 4000)),
  },
  {
    name: 'Sunset Padel & Tennis',
    logoFile: 'sunset-padel-tennis.svg',
    addressLines: ['2450 Ocean Avenue', 'Building B', 'Santa Monica, CA 90405', 'United States'],
    city: 'Santa Monica',
    state: 'CA',
    phone: '+13105550188',
    email: 'play@sunsetpadel.example',
    website: 'https://sunsetpadel.example',
    description: 'Eight outdoor courts a block from the beach.',
    timeZone: 'America/Los_Angeles',
    taxBasisPoints: 950,
    cardFeeBasisPoints: 290,
    courts: courtsAt(8, (n) => (n <= 4 ? 5500 : 5000)),
  },
  {
    name: 'Greenlake Pickleball Center',
    logoFile: 'greenlake-pickleball.svg',
    addressLines: ['88 Harbor Drive', 'North Pier', 'Chicago, IL 60601', 'United States'],
    city: 'Chicago',
    state: 'IL',
    phone: '+13125550142',
    email: 'info@greenlakepickleball.example',
    website: 'https://greenlakepickleball.example',
    description: 'Four covered pickleball courts by Green Lake.',
    timeZone: 'America/Chicago',
    taxBasisPoints: 1025,
    cardFeeBasisPoints: 250,
    courts: courtsAt(4, () => 2500),
  },
];

export const DEMO_ACCOUNTS = [
  {
    email: 'superadmin@demo.test',
    firstName: 'Sam',
    lastName: 'Super',
    userType: UserType.SuperAdmin,
    label: 'super admin',
  },
  {
    email: 'admin@demo.test',
    firstName: 'Alex',
    lastName: 'Admin',
    userType: UserType.LocationAdmin,
    label: 'location admin',
  },
  {
    email: 'player@demo.test',
    firstName: 'Pat',
    lastName: 'Player',
    userType: UserType.Player,
    label: 'player',
  },
] as const;
