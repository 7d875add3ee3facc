import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { attachmentsKey } from './list-attachments';
import type { AttachmentOwner } from './upload-file';

export function deleteAttachment(id: string): Promise<void> {
  return apiRequest<void>(`/api/attachments/${id}`, { method: 'DELETE' });
}

export function useDeleteAttachment(owner: AttachmentOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attachmentsKey(owner) }),
  });
}
