import { Group, UnstyledButton } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay, type Icon } from '@tabler/icons-react';
import classes from './store-badges.module.css';

interface StoreBadgeProps {
  href: string;
  icon: Icon;
  kicker: string;
  store: string;
}

function StoreBadge({ href, icon: StoreIcon, kicker, store }: StoreBadgeProps) {
  return (
    <UnstyledButton
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.badge}
      aria-label={`${kicker} ${store} (opens in a new tab)`}
    >
      <StoreIcon size={30} stroke={1.5} aria-hidden="true" className={classes.icon} />
      <span className={classes.text} aria-hidden="true">
        <span className={classes.kicker}>{kicker}</span>
        <span className={classes.store}>{store}</span>
      </span>
    </UnstyledButton>
  );
}

/** App store badges, drawn in the page (no remote images). */
export function StoreBadges({
  appStoreUrl,
  playStoreUrl,
}: {
  appStoreUrl: string;
  playStoreUrl: string;
}) {
  return (
    <Group gap="sm" wrap="wrap">
      <StoreBadge
        href={appStoreUrl}
        icon={IconBrandApple}
        kicker="Download on the"
        store="App Store"
      />
      <StoreBadge
        href={playStoreUrl}
        icon={IconBrandGooglePlay}
        kicker="Get it on"
        store="Google Play"
      />
    </Group>
  );
}
