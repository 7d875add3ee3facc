import { errorMessage } from '@web/lib/api-client';
import { toastQueued } from '@web/lib/offline/queued-toast';
import type { TextsOf } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import type { TriageOutcome } from '../api/triage-request';
import type { requestsMessages } from '../messages';

/**
 * What every triage dialog does with its decision's outcome: close, then say it is waiting on
 * this device, or that it was done, or (keeping the dialog open) why the server refused it.
 */
export function triageFeedback<T>(
  t: TextsOf<typeof requestsMessages>,
  words: {
    close: () => void;
    /** "The approval of R-2026-000001": what waits on the device. */
    queued: string;
    /** "The request was not approved". */
    failed: string;
    done: (saved: T) => void;
  },
) {
  return {
    onSuccess: ({ saved }: TriageOutcome<T>) => {
      words.close();
      if (saved === null) toastQueued(words.queued);
      else words.done(saved);
    },
    onError: (error: unknown) =>
      toast({
        variant: 'destructive',
        title: words.failed,
        description: errorMessage(error, t('tryAgain')),
      }),
  };
}
