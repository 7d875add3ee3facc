/**
 * Query keys of work requests (issue 23), shared by the triage screens, the navigation's count
 * and a work order's "From request" panel: the 'request_update' event invalidates `all`.
 */
export const requestKeys = {
  all: ['requests'] as const,
  lists: () => ['requests', 'list'] as const,
  list: (params: Readonly<Record<string, string>>) => ['requests', 'list', params] as const,
  detail: (id: string) => ['requests', 'detail', id] as const,
  receivedCount: () => ['requests', 'received-count'] as const,
  forWorkOrder: (workOrderId: string) => ['requests', 'work-order', workOrderId] as const,
};
