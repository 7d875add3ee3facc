import { useEffect, useState } from 'react';

function currentTime(): number {
  return Date.now();
}

/** The current time, renewed every `intervalMs` while mounted and active (a running timer, a countdown). */
export function useNow(intervalMs = 1000, isActive = true): number {
  const [now, setNow] = useState(currentTime);
  useEffect(() => {
    if (!isActive) return;
    const timer = setInterval(() => setNow(currentTime()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, isActive]);
  return now;
}
