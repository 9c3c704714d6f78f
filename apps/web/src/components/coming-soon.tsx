import { IconHammer } from '@tabler/icons-react';
import { StatusPage } from './status-page';

interface ComingSoonProps {
  title: string;
  /** One sentence on what the page will do. */
  description?: string;
  homeHref?: string;
  homeLabel?: string;
}

/** Placeholder for a page that a later step builds. */
export function ComingSoon({ title, description, homeHref, homeLabel }: ComingSoonProps) {
  return (
    <StatusPage icon={IconHammer} title={title} homeHref={homeHref} homeLabel={homeLabel}>
      {description ? `${description} ` : ''}This page is coming soon — we are building it right now.
    </StatusPage>
  );
}
