import {
  DEFAULT_COUNTRY,
  STAFF_PERMISSIONS,
  type AdminCreateInput,
  type AdminRecord,
} from '@courtbook/shared';
import { toE164 } from '../../../lib/forms';

/** The admin form's fields as the inputs hold them (text, lists of text). */
export interface AdminFormValues {
  first_name: string;
  last_name: string;
  email: string;
  /** Digits, country code first. */
  phone: string;
  country: string;
  /** '0' super admin, '1' location admin. */
  user_type: string;
  location_ids: string[];
  permissions: string[];
  password: string;
  confirm_password: string;
}

export function adminFormDefaults(admin?: AdminRecord): AdminFormValues {
  return {
    first_name: admin?.first_name ?? '',
    last_name: admin?.last_name ?? '',
    email: admin?.email ?? '',
    phone: admin?.phone.replace(/\D/g, '') ?? '',
    country: admin?.country ?? DEFAULT_COUNTRY,
    user_type: admin ? String(admin.user_type) : '1',
    location_ids: admin?.locations.map((location) => String(location.id)) ?? [],
    permissions: admin?.permissions ?? [],
    password: '',
    confirm_password: '',
  };
}

/** What the API is sent. */
export const toAdminPayload = (values: AdminFormValues): AdminCreateInput => ({
  ...values,
  phone: toE164(values.phone),
  user_type: Number(values.user_type),
  location_ids: values.location_ids.map(Number),
});

/**
 * The permission boxes after a change: ticking Full access ticks every box, and unticking any
 * other box unticks Full access (it would include that one).
 */
export function nextPermissions(previous: string[], next: string[]): string[] {
  const hadFull = previous.includes('full_access');
  const hasFull = next.includes('full_access');
  if (hasFull && !hadFull) return [...STAFF_PERMISSIONS];
  if (hadFull && hasFull && next.length < previous.length) {
    return next.filter((permission) => permission !== 'full_access');
  }
  return STAFF_PERMISSIONS.filter((permission) => next.includes(permission));
}
