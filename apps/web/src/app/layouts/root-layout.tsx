import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { canUsePlayerPages, useSession } from '../../lib/session';
import { useSessionCheck } from '../../features/auth/hooks/use-session-check';
import { Footer } from './footer';
import { Header } from './header/header';
import classes from './layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

// Only a signed-in player hears of waitlist offers: the landing page does not load it.
const WaitlistOfferNotice = lazy(() =>
  import('../../features/waitlist/components/offer-notice').then((m) => ({
    default: m.WaitlistOfferNotice,
  })),
);

/** Skip link, header, main, footer around every page. */
export function RootLayout() {
  useSessionCheck();
  const player = canUsePlayerPages(useSession());
  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Skip to content
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Footer />
      {player && (
        <Suspense fallback={null}>
          <WaitlistOfferNotice />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
