import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminCreateInput, AdminRecord, LocationOption, Paginated } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';

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
): Promise<Paginated<AdminRecord>> {
  const response = await api.get<Paginated<AdminRecord>>('/create_admin/', {
    params: { ...filters, search: filters.search.trim(), page_size: ADMINS_PAGE_SIZE },
    signal,
  });
  return dataOrThrow(response);
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
export async function getAdmin(id: number, signal?: AbortSignal): Promise<AdminRecord> {
  return dataOrThrow(await api.get<AdminRecord>(`/create_admin/${id}/`, { signal }));
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
      dataOrThrow(await api.get<LocationOption[]>('/get_locations_byAdmin/', { signal })),
  });

export interface SaveAdminInput {
  /** Absent: create (POST); present: update (PUT). */
  id?: number;
  values: AdminCreateInput;
}

/** POST /create_admin/ or PUT /create_admin/{id}/. */
export async function saveAdmin({ id, values }: SaveAdminInput) {
  const response =
    id === undefined
      ? await api.post<AdminRecord>('/create_admin/', values)
      : await api.put<AdminRecord>(`/create_admin/${id}/`, values);
  return { admin: dataOrThrow(response), message: response.message };
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
  const response = await api.delete<null>(`/create_admin/${id}/`);
  dataOrThrow(response);
  return response.message;
}

export function useDeleteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
