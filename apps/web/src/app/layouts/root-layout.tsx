import { Outlet, ScrollRestoration } from 'react-router';
import { useSessionCheck } from '../../features/auth/hooks/use-session-check';
import { WaitlistOfferNotice } from '../../features/waitlist/components/offer-notice';
import { Footer } from './footer';
import { Header } from './header/header';
import classes from './layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Skip link, header, main, footer around every page. */
export function RootLayout() {
  useSessionCheck();
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
      <WaitlistOfferNotice />
      <ScrollRestoration />
    </div>
  );
}
