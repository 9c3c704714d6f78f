import { Text } from '@mantine/core';
import { StaffPage } from '../../components/staff-page';
import { PlansScreen } from '../../features/memberships/components/plans-screen';
import { PlanPageMessages } from '../../features/memberships/messages';

/** /membership-plans: a location's membership plans, and how each prices its members' sessions. */
export function MembershipPlansRoute() {
  return (
    <StaffPage title="Membership plans">
      <Text c="dimmed" maw={720}>
        {PlanPageMessages.intro}
      </Text>
      <PlansScreen />
    </StaffPage>
  );
}
