import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminCreateInput,
  AdminRecord,
  Answer,
  LocationOption,
  PageAnswer,
} from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';

export const ADMINS_PAGE_SIZE = 10;

export const adminKeys = {
  all: ['staff-admins'] as const,
  list: (filters: object) => ['staff-admins', 'list', filters] as const,
  detail: (id: number) => ['staff-admins', 'detail', id] as const,
  locationOptions: ['staff-admins', 'location-options'] as const,
};

export interface AdminListFilters {
  page: number;
  search: string;
  /** YYYY-MM-DD, the day created (UTC). */
  start_date: string;
  end_date: string;
}

/** GET /create_admin/: one page of staff accounts, newest first. */
export async function getAdmins(
  filters: AdminListFilters,
  signal?: AbortSignal,
): Promise<PageAnswer<AdminRecord>> {
  const response = await api.get('/create_admin/', {
    params: { ...filters, search: filters.search.trim(), page_size: ADMINS_PAGE_SIZE },
    signal,
  });
  return answerOf<PageAnswer<AdminRecord>>(response);
}

export const useAdmins = (filters: AdminListFilters) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.list(filters),
      queryFn: ({ signal }) => getAdmins(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );

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

/** GET /get_locations_byAdmin/: every location, for the admin form's picker. */
export const useLocationOptions = () =>
  useQuery({
    queryKey: adminKeys.locationOptions,
    queryFn: async ({ signal }) =>
      answerOf<LocationOption[]>(await api.get('/get_locations_byAdmin/', { signal })),
  });

export interface SaveAdminInput {
  /** Absent: create (POST); present: update (PUT). */
  id?: number;
  values: AdminCreateInput;
}

/** POST /create_admin/ or PUT /create_admin/{id}/: the admin's fields and the server's message. */
export async function saveAdmin({ id, values }: SaveAdminInput): Promise<Answer<AdminRecord>> {
  const response =
    id === undefined
      ? await api.post('/create_admin/', values)
      : await api.put(`/create_admin/${id}/`, values);
  return answerOf<Answer<AdminRecord>>(response);
}

export function useSaveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** DELETE /create_admin/{id}/: the answer's message. */
export async function deleteAdmin(id: number): Promise<string> {
  return answerOf<Answer>(await api.delete(`/create_admin/${id}/`)).message;
}

export function useDeleteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
