import { useQuery } from '@tanstack/react-query';
import type { PmTemplate } from '@shared/schemas/pm';
import { apiRequestAll } from '@web/lib/api-client';
import { pmKeys } from './pm-keys';

export function listPmTemplates(): Promise<PmTemplate[]> {
  return apiRequestAll<PmTemplate>('/api/pm-templates');
}

export function usePmTemplates() {
  return useQuery({ queryKey: pmKeys.templates(), queryFn: listPmTemplates });
}
