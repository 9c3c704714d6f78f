import { ok, type Reply } from './api-server';

/** A player's account as the API answers it (login, profile): Pat, of Downtown Racquet Club. */
export const playerAccount = {
  id: 5,
  first_name: 'Pat',
  last_name: 'Player',
  email: 'pat@example.com',
  phone: '+17025550123',
  country: 'US',
  image: null,
  user_type: 2,
  role: 'user',
  is_verified: true,
  location_id: 3,
  location_name: 'Downtown Racquet Club',
};

/** A super admin's account as the API answers it: Sam, of no one club. */
export const superAdminAccount = {
  id: 1,
  first_name: 'Sam',
  last_name: 'Super',
  email: 'sam@example.com',
  phone: '',
  country: 'US',
  image: null,
  user_type: 0,
  role: 'superadmin',
  is_verified: true,
  location_id: null,
  location_name: null,
};

/** POST /login/'s answer: the account and its access token. */
export const loginAnswer = (account: object, token: string): Reply =>
  ok({ data: { ...account, access_token: token } }, 'Login successful.');
