import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkingPhoneAsSent } from '../../../lib/forms';
import { Alert, Checkbox, Group, MultiSelect, Radio, SimpleGrid, Stack } from '@mantine/core';
import {
  AdminCreateSchema,
  AdminMessages,
  AdminUpdateSchema,
  STAFF_PERMISSION_LABELS,
  STAFF_PERMISSIONS,
  type AdminRecord,
  isPhoneOfCountry,
  PHONE_OF_COUNTRY,
} from '@courtbook/shared';
import { PersonFields } from '../../../components/person-fields';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';

import { notify } from '../../../lib/notify';
import { useLocationOptions, useSaveAdmin } from '../api/admins';
import {
  adminFormDefaults,
  nextPermissions,
  toAdminPayload,
  type AdminFormValues,
} from './admin-form-values';
import { FormError } from '../../../components/form-error';

/** /admin-registration and /update-registraion/{id}: a staff account's form, checked with the API's schema. */
export function AdminForm({ admin }: { admin?: AdminRecord }) {
  const navigate = useNavigate();
  const save = useSaveAdmin();
  const options = useLocationOptions();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = (admin ? AdminUpdateSchema : AdminCreateSchema).refine(
    isPhoneOfCountry,
    PHONE_OF_COUNTRY,
  );
  const form = useForm<AdminFormValues>({
    resolver: checkingPhoneAsSent(zodResolver(schema) as unknown as Resolver<AdminFormValues>),
    mode: 'onTouched',
    defaultValues: adminFormDefaults(admin),
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const userType = useController({ control, name: 'user_type' });
  const locationIds = useController({ control, name: 'location_ids' });
  const permissions = useController({ control, name: 'permissions' });
  const locationAdmin = userType.field.value === '1';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await save.mutateAsync({ id: admin?.id, values: toAdminPayload(values) });
      notify.success(message || (admin ? AdminMessages.updated : AdminMessages.created));
      await navigate(paths.dashboard.getHref());
    } catch (error) {
      const message = errorMessage(error);
      if (message === AdminMessages.emailTaken) setError('email', { message });
      else if (message === AdminMessages.locationInvalid) setError('location_ids', { message });
      else setServerError(message);
      notify.error(message);
    }
  });

  const locationData = (options.data ?? []).map((location) => ({
    value: String(location.id),
    label: location.is_active ? location.name : `${location.name} (inactive)`,
  }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label={admin ? 'Edit admin' : 'Add admin'}>
      <Stack gap="md" maw={720}>
        <Radio.Group
          label="User type"
          value={userType.field.value}
          onChange={userType.field.onChange}
          error={userType.fieldState.error?.message}
        >
          <Group gap="lg" mt={6}>
            <Radio value="0" label="Super admin" />
            <Radio value="1" label="Location admin" />
          </Group>
        </Radio.Group>

        {locationAdmin ? (
          <>
            <MultiSelect
              label="Locations"
              placeholder={options.isPending ? 'Loading locations…' : 'Choose locations'}
              data={locationData}
              value={locationIds.field.value}
              onChange={locationIds.field.onChange}
              onBlur={locationIds.field.onBlur}
              error={
                locationIds.fieldState.error?.message ??
                (options.isError ? errorMessage(options.error) : undefined)
              }
              searchable
              clearable
              nothingFoundMessage="No locations found"
            />
            <Checkbox.Group
              label="Permissions"
              description="Full access includes the others."
              value={permissions.field.value}
              onChange={(next) => {
                permissions.field.onChange(nextPermissions(permissions.field.value, next));
                permissions.field.onBlur();
              }}
              error={permissions.fieldState.error?.message}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} mt={6} spacing="xs">
                {STAFF_PERMISSIONS.map((permission) => (
                  <Checkbox
                    key={permission}
                    value={permission}
                    label={STAFF_PERMISSION_LABELS[permission]}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </>
        ) : (
          <Alert color="grape" variant="light">
            A super admin manages every location and has every permission.
          </Alert>
        )}

        <PersonFields control={control} autoComplete="off" />
        <NewPasswordFields
          form={form}
          name="password"
          label="Password"
          description={admin ? 'Leave blank to keep the current password.' : undefined}
          inline
        />

        <FormError error={serverError} title="Could not save the admin" />
        <Group justify="flex-end">
          <SubmitButton loading={isSubmitting}>{admin ? 'Save changes' : 'Add admin'}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
