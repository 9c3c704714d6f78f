import { useEffect, useState } from 'react';

/** Seconds left until `expiresAt` (ISO), ticking every second; null without a hold. */
export function useHoldCountdown(expiresAt: string | null | undefined): number | null {
  const deadline = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(deadline)) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return Number.isNaN(deadline) ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 754 → "12:34". */
export const formatCountdown = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
