import { IconCalendarQuestion } from '@tabler/icons-react';
import { BackButton } from './back-button';
import { EmptyState } from './empty-state';

export interface BookingNotFoundProps {
  /** Why the booking may not be there for this viewer. */
  text: string;
  backHref: string;
  backLabel: string;
}

/** A booking that does not exist, or is not the caller's to see: the API answers 404 alike. */
export function BookingNotFound({ text, backHref, backLabel }: BookingNotFoundProps) {
  return (
    <EmptyState icon={IconCalendarQuestion} color="gray" text={text}>
      <BackButton to={backHref}>{backLabel}</BackButton>
    </EmptyState>
  );
}
