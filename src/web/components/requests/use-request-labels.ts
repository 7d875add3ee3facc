import { useMemo } from 'react';
import type { WorkRequestStatus } from '@shared/domain';
import { useT } from '@web/lib/i18n/use-t';
import { requestSubject } from './labels';
import { requestsMessages } from './messages';

/** A request's words in the language the screens speak: its status, and what it is about (requestSubject). */
export function useRequestLabels() {
  const t = useT(requestsMessages);
  return useMemo(
    () => ({
      status: (status: WorkRequestStatus) => t(`status.${status}`),
      subject: (request: Parameters<typeof requestSubject>[0]) => requestSubject(request, t('subject.none')),
    }),
    [t],
  );
}
