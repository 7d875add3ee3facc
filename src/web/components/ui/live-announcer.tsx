import { useSyncExternalStore } from 'react';
import { getAnnouncements, subscribeAnnouncements, type Announcement } from '@web/lib/announce';

function Region({
  politeness,
  message,
}: {
  politeness: 'polite' | 'assertive';
  message: Announcement | null;
}) {
  // A new node for every message: the region changes even when the words are the same.
  return (
    <div aria-live={politeness} aria-atomic="true" data-announcer={politeness} className="sr-only">
      {message ? <span key={message.id}>{message.text}</span> : null}
    </div>
  );
}

/**
 * The two live regions `announce()` speaks through, on the page from the start (a region added
 * together with its words is not read by every screen reader). They carry aria-live without a
 * role, so they are not one more "status" or "alert" among a screen's own (ADR 67).
 */
export function LiveAnnouncer() {
  const { polite, assertive } = useSyncExternalStore(
    subscribeAnnouncements,
    getAnnouncements,
    getAnnouncements,
  );
  return (
    <>
      <Region politeness="polite" message={polite} />
      <Region politeness="assertive" message={assertive} />
    </>
  );
}
