import { UserType, type CourtFactsRow } from '@courtbook/shared';

/** The demo clubs and accounts a fresh embedded database starts with. */
export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoCourt {
  courtNumber: number;
  hourlyFeeCents: number;
  /** What the court is and how its sessions run; SPEC's court when left out. */
  facts?: Partial<CourtFactsRow>;
}

/** A price period of a demo club: every court's fee on those weekdays (0 = Sunday) and hours. */
export interface DemoPricePeriod {
  name: string;
  weekdays: number[];
  startMinute: number;
  endMinute: number;
  hourlyFeeCents: number;
}

/** A membership plan of a demo club, held by the demo player for a year from the seeding. */
export interface DemoMembershipPlan {
  name: string;
  priceCents: number;
  horizonDays: number;
  /** Basis points off every fee. */
  percentOffBasisPoints: number;
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
  pricePeriods?: DemoPricePeriod[];
  membershipPlan?: DemoMembershipPlan;
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
  {
    // The club's own rules (Step 17): padel at 90 minutes beside tennis at 60, peak and
    // off-peak prices, and a membership plan the demo player holds.
    name: 'Harbour Padel Club',
    logoFile: 'harbour-padel-club.svg',
    addressLines: ['1 Harbour Walk', 'Pier 3', 'Boston, MA 02110', 'United States'],
    city: 'Boston',
    state: 'MA',
    phone: '+16175550133',
    email: 'hola@harbourpadel.example',
    website: 'https://harbourpadel.example',
    description: 'Four glass-walled padel courts and two tennis courts on the water.',
    timeZone: 'America/New_York',
    taxBasisPoints: 625,
    cardFeeBasisPoints: 290,
    courts: [
      ...[1, 2, 3, 4].map((courtNumber) => ({
        courtNumber,
        hourlyFeeCents: 3600,
        facts: {
          sport: 'padel',
          name: courtNumber === 1 ? 'Centre Court' : null,
          surface: 'Artificial grass',
          indoor: courtNumber <= 2,
          lights: true,
          minSessionMinutes: 90,
          maxSessionMinutes: 90,
        },
      })),
      ...[5, 6].map((courtNumber) => ({
        courtNumber,
        hourlyFeeCents: 3000,
        facts: {
          sport: 'tennis',
          surface: 'Hard',
          lights: courtNumber === 5,
          maxSessionMinutes: 120,
        },
      })),
    ],
    pricePeriods: [
      {
        name: 'Peak',
        weekdays: [1, 2, 3, 4, 5],
        startMinute: 17 * 60,
        endMinute: 21 * 60,
        hourlyFeeCents: 4800,
      },
      {
        name: 'Weekend',
        weekdays: [0, 6],
        startMinute: 8 * 60,
        endMinute: 14 * 60,
        hourlyFeeCents: 4400,
      },
    ],
    membershipPlan: {
      name: 'Harbour Member',
      priceCents: 24000,
      horizonDays: 60,
      percentOffBasisPoints: 2000,
    },
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
