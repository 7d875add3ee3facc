import type { QueryClient } from '@tanstack/react-query';
import { pmKeys } from './pm-keys';

/**
 * What a template change alters: the list itself, the calendar's forecast due dates and the
 * next PM dates on the compliance view.
 */
export function invalidateTemplateViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pmKeys.templates() }),
    queryClient.invalidateQueries({ queryKey: pmKeys.calendar() }),
    queryClient.invalidateQueries({ queryKey: pmKeys.compliance() }),
  ]);
}
