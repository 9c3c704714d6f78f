import type { Answer, MembershipPlan } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { createOrUpdate, useInvalidatingMutation } from '../../../lib/mutations';
import type { PlanBody } from '../lib/plan-form-values';
import { membershipKeys } from './query-keys';

export interface SavePlanInput {
  /** Absent: a new plan. */
  planId?: number;
  body: PlanBody;
}

/** POST /membership-plans/ or PUT /membership-plans/{id}/: the plan and the server's message. */
export async function savePlan({ planId, body }: SavePlanInput): Promise<Answer<MembershipPlan>> {
  return answerOf<Answer<MembershipPlan>>(await createOrUpdate('/membership-plans/', planId, body));
}

export const useSavePlan = () => useInvalidatingMutation(savePlan, membershipKeys.plans);
