import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { Button, Stack, Text } from '@mantine/core';
import { paths } from '../../../config/paths';
import { canUsePlayerPages, useSession } from '../../../lib/session';
import { useMyWaitlist } from '../api/waitlist';
import { heldUntil, offerLabel } from './format';

/**
 * The live notice of an offer (Step 18): on any page a signed-in player has open, a court held
 * for them from a waitlist shows as a notice that stays until they take it or close it, once per
 * offer. The player's entries are asked for again while one waits (useMyWaitlist).
 */
export function WaitlistOfferNotice() {
  const session = useSession();
  const player = canUsePlayerPages(session);
  const { data } = useMyWaitlist(player);
  const navigate = useNavigate();
  const shown = useRef(new Set<number>());
  useEffect(() => {
    for (const entry of data ?? []) {
      if (entry.status !== 'offered' || !entry.offer || shown.current.has(entry.id)) continue;
      shown.current.add(entry.id);
      const id = `waitlist-offer-${entry.id}`;
      notifications.show({
        id,
        color: 'green',
        autoClose: false,
        title: 'A court is free for you',
        closeButtonProps: { 'aria-label': 'Close notification' },
        message: (
          <Stack gap={6} align="flex-start">
            <Text size="sm">
              {entry.location.name}: {offerLabel(entry.offer)}. Held for you until{' '}
              {heldUntil(entry.offer.expires_at)}.
            </Text>
            <Button
              size="xs"
              onClick={() => {
                notifications.hide(id);
                void navigate(paths.waitlistOffer.getHref(entry.id));
              }}
            >
              Take it and pay
            </Button>
          </Stack>
        ),
      });
    }
  }, [data, navigate]);
  return null;
}
