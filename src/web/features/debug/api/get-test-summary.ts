import { useQuery } from '@tanstack/react-query';
import type { TestSummary } from '@shared/schemas/debug';
import { apiRequest } from '@web/lib/api-client';
import { debugKeys } from './debug-keys';

export function getTestSummary(): Promise<TestSummary> {
  return apiRequest<TestSummary>('/api/debug/test-summary');
}

/** The server's self-checks, each pass, fail or warn. */
export function useTestSummary(viewer: string) {
  return useQuery({ queryKey: debugKeys.testSummary(viewer), queryFn: getTestSummary });
}
