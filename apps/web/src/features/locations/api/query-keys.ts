/** Cache keys of the staff location screens; mutations invalidate by these prefixes. */
export const locationKeys = {
  all: ['staff-locations'] as const,
  list: (filters: object) => ['staff-locations', 'list', filters] as const,
  detail: (id: number) => ['staff-locations', 'detail', id] as const,
  mine: ['staff-locations', 'mine'] as const,
};
