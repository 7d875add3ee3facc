import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@shared/constants';

const NARROW_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** A phone or tablet browser that reports touch: it gets the phone layout at any width (core spec §2). */
function isTouchDeviceWithMobileAgent(): boolean {
  const hasTouch = navigator.maxTouchPoints > 0 || 'ontouchstart' in window;
  return hasTouch && /Android|iPhone|iPad|iPod|Mobile|Silk|Kindle|Opera Mini/i.test(navigator.userAgent);
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return window.matchMedia(NARROW_QUERY).matches || isTouchDeviceWithMobileAgent();
}

/** True at MOBILE_BREAKPOINT_PX or narrower, or on a touch device with a mobile user agent. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
