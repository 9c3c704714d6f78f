import { lazy, Suspense } from 'react';
import { PageTitle } from '../../components/page-title';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { AppDownload } from '../../features/marketing/components/app-download';
import { Hero } from '../../features/marketing/components/hero';
import { LandingFeatures } from '../../features/marketing/components/landing-features';
import { HowItWorksPreview } from '../../features/marketing/components/how-it-works-preview';
import { canUsePlayerPages, useSession } from '../../lib/session';
import { bookCourtHref } from '../nav-targets';

// Only a logged-in player sees their bookings: visitors do not download that code.
const NextBookings = lazy(() =>
  import('../../features/bookings/components/next-bookings').then((m) => ({
    default: m.NextBookings,
  })),
);

/** `/`: the landing page; a logged-in player also finds their next bookings here. */
export function LandingRoute() {
  const session = useSession();
  const isPlayer = canUsePlayerPages(session);
  const firstName = session.user?.first_name?.trim();
  return (
    <>
      <PageTitle title={isPlayer ? 'Home' : 'Book a court'} />
      <Hero
        bookHref={bookCourtHref(session)}
        contactHref={paths.userContactUs.getHref()}
        lead={
          isPlayer
            ? `Welcome back${firstName ? `, ${firstName}` : ''}! Your next games are below — or book another court.`
            : undefined
        }
      />
      {isPlayer ? (
        <Suspense fallback={null}>
          <NextBookings
            bookCourtHref={bookCourtHref(session)}
            allBookingsHref={paths.userBookings.getHref()}
            detailHref={(id) => paths.userBookingDetails.getHref(id)}
          />
        </Suspense>
      ) : null}
      <LandingFeatures />
      <HowItWorksPreview moreHref={paths.howItWorks.getHref()} />
      <AppDownload appStoreUrl={env.appStoreUrl} playStoreUrl={env.playStoreUrl} />
    </>
  );
}
