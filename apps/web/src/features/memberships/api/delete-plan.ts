import { deleteWithMessage, useInvalidatingMutation } from '../../../lib/mutations';
import { membershipKeys } from './query-keys';

/** DELETE /membership-plans/{id}/; 409 while the plan has members. */
export const deletePlan = (planId: number): Promise<string> =>
  deleteWithMessage(`/membership-plans/${planId}/`);

export const useDeletePlan = () => useInvalidatingMutation(deletePlan, membershipKeys.plans);
