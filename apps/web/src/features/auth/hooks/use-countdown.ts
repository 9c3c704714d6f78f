import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * Seconds left until a deadline, counting down once a second to 0 (the OTP resend timer,
 * SPEC.md section 4). Measured against the clock, so a throttled background tab stays right.
 */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = seconds > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running, deadline]);

  const restart = useCallback((nextSeconds: number) => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + nextSeconds * 1000);
  }, []);

  return { seconds, restart };
}
