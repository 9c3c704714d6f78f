import { z } from 'zod';
import { PersonSchema } from '../accounts/schemas';
import { PaginationQuerySchema } from '../api/envelope';
import { dateRangeFields, startOnOrBeforeEnd } from '../booking/availability';
import { STAFF_PERMISSIONS, UserType } from '../roles';
import {
  confirmPasswordField,
  countryField,
  emailField,
  firstNameField,
  idField,
  lastNameField,
  phoneField,
  plainText,
  registrationPasswordField,
  searchField,
  STRONG_PASSWORD_PATTERN,
} from '../validation/fields';
import { FieldLabels } from '../validation/labels';
import { ValidationMessages as V } from '../validation/messages';
import { AdminMessages } from './messages';

/** The labels the admin form and the admins list show for each permission. */
export const STAFF_PERMISSION_LABELS = {
  full_access: 'Full access',
  locations: 'Locations',
  court_bookings: 'Court bookings',
  reporting: 'Reporting',
} as const satisfies Record<(typeof STAFF_PERMISSIONS)[number], string>;

const userTypeField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.union(
      [z.literal(UserType.SuperAdmin), z.literal(UserType.LocationAdmin)],
      AdminMessages.userTypeRequired,
    ),
  );

const unique = <T>(values: T[]) => [...new Set(values)];

const locationIdsField = () =>
  z
    .preprocess(
      (v) => (v === undefined || v === null ? [] : v),
      z.array(idField(AdminMessages.locationInvalid), AdminMessages.locationInvalid),
    )
    .transform(unique);

const permissionsField = () =>
  z
    .preprocess(
      (v) => (v === undefined || v === null ? [] : v),
      z.array(
        z.enum(STAFF_PERMISSIONS, AdminMessages.permissionInvalid),
        AdminMessages.permissionInvalid,
      ),
    )
    .transform(unique);

const adminFields = {
  first_name: firstNameField(),
  last_name: lastNameField(),
  email: emailField(),
  phone: phoneField(),
  country: countryField(),
  user_type: userTypeField(),
  location_ids: locationIdsField(),
  permissions: permissionsField(),
};

interface AdminShape {
  user_type: number;
  location_ids: number[];
  permissions: string[];
  password: string;
  confirm_password: string;
}

/** A location admin needs locations and permissions; the passwords must match. */
function checkAdmin(value: AdminShape, ctx: z.RefinementCtx) {
  if (value.user_type === UserType.LocationAdmin) {
    if (value.location_ids.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['location_ids'],
        message: AdminMessages.locationsRequired,
      });
    }
    if (value.permissions.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['permissions'],
        message: AdminMessages.permissionsRequired,
      });
    }
  }
  if (value.password !== '' && value.confirm_password !== value.password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: V.passwordsDoNotMatch });
  }
}

/** A super admin has every location and permission: the lists are stored empty. */
const normalise = <T extends AdminShape>(value: T): T =>
  value.user_type === UserType.SuperAdmin ? { ...value, location_ids: [], permissions: [] } : value;

/** POST /create_admin/ (super admin). */
export const AdminCreateSchema = z
  .object({
    ...adminFields,
    password: registrationPasswordField(),
    confirm_password: confirmPasswordField(),
  })
  .superRefine(checkAdmin)
  .transform(normalise);
export type AdminCreateInput = z.input<typeof AdminCreateSchema>;
export type AdminCreate = z.output<typeof AdminCreateSchema>;

/** PUT /create_admin/{id}/: the same fields; a blank password keeps the current one. */
export const AdminUpdateSchema = z
  .object({
    ...adminFields,
    password: z
      .preprocess(
        (v) => (v === undefined || v === null ? '' : v),
        plainText(FieldLabels.password, V.passwordStrength),
      )
      .refine((v) => v === '' || STRONG_PASSWORD_PATTERN.test(v), V.passwordStrength),
    confirm_password: z.preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      plainText(FieldLabels.confirm_password, V.passwordsDoNotMatch),
    ),
  })
  .superRefine(checkAdmin)
  .transform(normalise);
export type AdminUpdateInput = z.input<typeof AdminUpdateSchema>;
export type AdminUpdate = z.output<typeof AdminUpdateSchema>;

export const AdminRecordSchema = PersonSchema.extend({
  user_type: z.number().int(),
  permissions: z.array(z.string()),
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at: z.string(),
});
export type AdminRecord = z.infer<typeof AdminRecordSchema>;

/** GET /create_admin/: newest first; search names and email; created day (UTC) range. */
export const AdminListQuerySchema = startOnOrBeforeEnd(
  PaginationQuerySchema.extend({
    search: searchField(AdminMessages.searchMax).optional(),
    ...dateRangeFields(),
  }),
);
export type AdminListQuery = z.output<typeof AdminListQuerySchema>;
