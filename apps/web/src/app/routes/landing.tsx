import { PageTitle } from '../../components/page-title';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { AppDownload } from '../../features/marketing/components/app-download';
import { Hero } from '../../features/marketing/components/hero';
import { HowItWorksPreview } from '../../features/marketing/components/how-it-works-preview';
import { useSession } from '../../lib/session';
import { bookCourtHref } from '../nav-targets';

export function LandingRoute() {
  const session = useSession();
  return (
    <>
      <PageTitle title="Book a court" />
      <Hero bookHref={bookCourtHref(session)} contactHref={paths.userContactUs.getHref()} />
      <HowItWorksPreview moreHref={paths.howItWorks.getHref()} />
      <AppDownload appStoreUrl={env.appStoreUrl} playStoreUrl={env.playStoreUrl} />
    </>
  );
}
