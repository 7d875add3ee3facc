import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { COMPLIANCE_PERIODS, Compliance } from '@shared/schemas/pm';
import { apiRequest } from '@web/lib/api-client';
import { pmKeys } from './pm-keys';

export type CompliancePeriod = (typeof COMPLIANCE_PERIODS)[number];

export function getPmCompliance(days: CompliancePeriod): Promise<Compliance> {
  return apiRequest<Compliance>(`/api/pm-compliance?days=${days}`);
}

export function usePmCompliance(days: CompliancePeriod) {
  return useQuery({
    queryKey: pmKeys.complianceFor(days),
    queryFn: () => getPmCompliance(days),
    // Switching the period keeps the figures on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
