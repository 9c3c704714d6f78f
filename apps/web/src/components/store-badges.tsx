import type { ReactNode } from 'react';
import { Group, UnstyledButton } from '@mantine/core';
import classes from './store-badges.module.css';

const WIDTH = 180;
const HEIGHT = 54;

interface StoreBadgeProps {
  href: string;
  /** The badge's words, which are also the link's name. */
  kicker: string;
  store: string;
  /** The store's mark, drawn in a 24 × 24 box. */
  mark: ReactNode;
  kickerCaps?: boolean;
}

/** One store badge: a single SVG drawn here, so nothing is fetched from anywhere else. */
function StoreBadge({ href, kicker, store, mark, kickerCaps = false }: StoreBadgeProps) {
  return (
    <UnstyledButton
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.badge}
      aria-label={`${kicker} ${store} (opens in a new tab)`}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        aria-hidden="true"
        focusable="false"
        className={classes.svg}
      >
        <rect
          x="0.5"
          y="0.5"
          width={WIDTH - 1}
          height={HEIGHT - 1}
          rx="10"
          fill="#000"
          stroke="#a6a6a6"
        />
        <g transform="translate(11 10) scale(1.4)">{mark}</g>
        <text x="52" y="22" fill="#fff" fontSize="10.5" letterSpacing={kickerCaps ? 0.6 : 0.1}>
          {kickerCaps ? kicker.toUpperCase() : kicker}
        </text>
        <text x="51" y="42" fill="#fff" fontSize="20.5" fontWeight="600" letterSpacing="-0.3">
          {store}
        </text>
      </svg>
    </UnstyledButton>
  );
}

// Drawn from Tabler's MIT-licensed apple outline, filled.
const appleMark = (
  <g fill="#fff">
    <path d="M15.079 5.999l.239 .012c1.43 .097 3.434 1.013 4.508 2.586a1 1 0 0 1 -.344 1.44c-.05 .028 -.372 .158 -.497 .217a4.15 4.15 0 0 0 -.722 .431c-.614 .461 -.948 1.009 -.942 1.694c.01 .885 .339 1.454 .907 1.846c.208 .143 .436 .253 .666 .33c.126 .043 .426 .116 .444 .122a1 1 0 0 1 .662 .942c0 2.621 -3.04 6.381 -5.286 6.381c-.79 0 -1.272 -.091 -1.983 -.315l-.098 -.031c-.463 -.146 -.702 -.192 -1.133 -.192c-.52 0 -.863 .06 -1.518 .237l-.197 .053c-.575 .153 -.964 .226 -1.5 .248c-2.749 0 -5.285 -5.093 -5.285 -9.072c0 -3.87 1.786 -6.92 5.286 -6.92c.297 0 .598 .045 .909 .128c.403 .107 .774 .26 1.296 .508c.787 .374 .948 .44 1.009 .44h.016c.03 -.003 .128 -.047 1.056 -.457c1.061 -.467 1.864 -.685 2.746 -.616l-.24 -.012z" />
    <path d="M14 1a1 1 0 0 1 1 1a3 3 0 0 1 -3 3a1 1 0 0 1 -1 -1a3 3 0 0 1 3 -3z" />
  </g>
);

// A play triangle in four colours: left, top, bottom and the tip.
const playMark = (
  <g>
    <path d="M4 2.5 L4 21.5 L13 12 Z" fill="#2fb6ff" />
    <path d="M4 2.5 L13 12 L15.9 9.3 Z" fill="#20e07a" />
    <path d="M4 21.5 L13 12 L15.9 14.7 Z" fill="#ff4a55" />
    <path d="M13 12 L15.9 9.3 L20.5 12 L15.9 14.7 Z" fill="#ffd23f" />
  </g>
);

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
      <StoreBadge href={appStoreUrl} kicker="Download on the" store="App Store" mark={appleMark} />
      <StoreBadge
        href={playStoreUrl}
        kicker="Get it on"
        store="Google Play"
        mark={playMark}
        kickerCaps
      />
    </Group>
  );
}
