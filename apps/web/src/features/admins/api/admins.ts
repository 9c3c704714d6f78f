import { useQuery } from '@tanstack/react-query';
import type { AdminCreateInput, AdminRecord, Answer } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { createOrUpdate, deleteWithMessage, useInvalidatingMutation } from '../../../lib/mutations';
import { getLocationOptions } from '../../../lib/queries/locations';
import { getPage, pageQueryOptions, type ListQuery } from '../../../lib/page-query';

export const ADMINS_PAGE_SIZE = 10;

export const adminKeys = {
  all: ['staff-admins'] as const,
  list: (filters: object) => ['staff-admins', 'list', filters] as const,
  detail: (id: number) => ['staff-admins', 'detail', id] as const,
  locationOptions: ['staff-admins', 'location-options'] as const,
};

/** The day created (UTC) bounds the list. */
export type AdminListFilters = ListQuery;

/** GET /create_admin/: one page of staff accounts, newest first. */
export const getAdmins = (filters: AdminListFilters, signal?: AbortSignal) =>
  getPage<AdminRecord>('/create_admin/', filters, ADMINS_PAGE_SIZE, signal);

export const adminsQueryOptions = (filters: AdminListFilters) =>
  pageQueryOptions(adminKeys.list(filters), (signal) => getAdmins(filters, signal));

export const useAdmins = (filters: AdminListFilters) => useQuery(adminsQueryOptions(filters));

/** GET /create_admin/{id}/. */
export async function getAdmin(id: number, signal?: AbortSignal): Promise<Answer<AdminRecord>> {
  return answerOf<Answer<AdminRecord>>(await api.get(`/create_admin/${id}/`, { signal }));
}

export const useAdmin = (id: number) =>
  useQuery({
    queryKey: adminKeys.detail(id),
    queryFn: ({ signal }) => getAdmin(id, signal),
    enabled: id > 0,
  });

/** Every location, for the admin form's picker. */
export const useLocationOptions = () =>
  useQuery({
    queryKey: adminKeys.locationOptions,
    queryFn: ({ signal }) => getLocationOptions(signal),
  });

export interface SaveAdminInput {
  /** Absent: create (POST); present: update (PUT). */
  id?: number;
  values: AdminCreateInput;
}

/** POST /create_admin/ or PUT /create_admin/{id}/: the admin's fields and the server's message. */
export async function saveAdmin({ id, values }: SaveAdminInput): Promise<Answer<AdminRecord>> {
  return answerOf<Answer<AdminRecord>>(await createOrUpdate('/create_admin/', id, values));
}

export const useSaveAdmin = () => useInvalidatingMutation(saveAdmin, adminKeys.all);

/** DELETE /create_admin/{id}/: the answer's message. */
export const deleteAdmin = (id: number): Promise<string> =>
  deleteWithMessage(`/create_admin/${id}/`);

export const useDeleteAdmin = () => useInvalidatingMutation(deleteAdmin, adminKeys.all);
