import { useQuery } from '@tanstack/react-query';
import type { DebugEnv } from '@shared/schemas/debug';
import { apiRequest } from '@web/lib/api-client';
import { debugKeys } from './debug-keys';

export function getDebugEnv(): Promise<DebugEnv> {
  return apiRequest<DebugEnv>('/api/debug/env');
}

/** The allow-listed settings; an admin's token adds the operational block. */
export function useDebugEnv(viewer: string) {
  return useQuery({ queryKey: debugKeys.env(viewer), queryFn: getDebugEnv });
}
