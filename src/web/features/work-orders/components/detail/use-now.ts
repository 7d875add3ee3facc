import { useEffect, useState } from 'react';

function currentTime(): number {
  return Date.now();
}

/** The current time, renewed every `intervalMs` while mounted (a running labour timer). */
export function useNow(intervalMs = 1000, isActive = true): number {
  const [now, setNow] = useState(currentTime);
  useEffect(() => {
    if (!isActive) return;
    const timer = setInterval(() => setNow(currentTime()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, isActive]);
  return now;
}

/** "1:05:09" — hours, minutes and seconds of a running timer. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
