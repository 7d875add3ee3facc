import { useInfiniteQuery } from '@tanstack/react-query';
import type { MailState } from '@shared/domain';
import type { MailMessage } from '@shared/schemas/mail';
import { apiRequestWithHeaders } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

export const MAIL_PAGE_SIZE = 50;

export interface MailPage {
  items: MailMessage[];
  total: number;
  nextCursor: string | null;
}

/** One page of the Mail log, newest first; `state` '' for every state. */
export async function listMail(state: MailState | '', cursor?: string): Promise<MailPage> {
  const query = new URLSearchParams({ limit: String(MAIL_PAGE_SIZE) });
  if (state) query.set('state', state);
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<MailMessage[]>(`/api/admin/mail?${query.toString()}`);
  const total = Number(headers.get('X-Total-Count'));
  return {
    items: data,
    total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length,
    nextCursor: headers.get('X-Next-Cursor') || null,
  };
}

export function useMailPages(state: MailState | '') {
  return useInfiniteQuery({
    queryKey: adminKeys.mail(state),
    queryFn: ({ pageParam }) => listMail(state, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
