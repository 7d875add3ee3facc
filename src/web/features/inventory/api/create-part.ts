import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePart, Part } from '@shared/schemas/parts';
import { apiRequest } from '@web/lib/api-client';
import { partsSummaryKey } from './get-parts-summary';
import { partListsKey } from './list-parts';
import { vendorsKey } from '@web/components/vendors/vendor-options';

export function createPart(input: CreatePart): Promise<Part> {
  return apiRequest<Part>('/api/parts', { method: 'POST', body: input });
}

export function useCreatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPart,
    onSuccess: async (created) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partListsKey }),
        queryClient.invalidateQueries({ queryKey: partsSummaryKey }),
        // The vendor's card counts the parts that name it.
        created.vendorId ? queryClient.invalidateQueries({ queryKey: vendorsKey }) : null,
      ]);
    },
  });
}
