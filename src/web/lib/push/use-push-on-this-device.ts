import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { disablePush, enablePush, readPushState, type PushState } from './device-push';
import { pushSupport, usePushEnvironment, type PushSupport } from './push-environment';

/** The state as the switch shows it: 'working' while it is read or changed. */
export type PushStatus = PushState | 'working';

/** Per browser profile, not per user: the subscription belongs to this browser. */
export const devicePushKey = ['push', 'this-device'] as const;

export interface PushOnThisDevice {
  status: PushStatus;
  /** Why push is unavailable when status is 'unsupported'. */
  support: PushSupport;
  /** Resolves with the state after the attempt ('off' when the permission prompt was dismissed). */
  enable: () => Promise<PushState>;
  disable: () => Promise<PushState>;
}

export function usePushOnThisDevice(): PushOnThisDevice {
  const environment = usePushEnvironment();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: devicePushKey, queryFn: () => readPushState(environment) });
  const mutationOptions = {
    onSuccess: (next: PushState) => queryClient.setQueryData(devicePushKey, next),
    // A half-finished attempt may have changed the browser's side: read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: devicePushKey }),
  };
  const enable = useMutation({ mutationFn: () => enablePush(environment), ...mutationOptions });
  const disable = useMutation({ mutationFn: () => disablePush(environment), ...mutationOptions });

  const isWorking = state.isPending || enable.isPending || disable.isPending;
  return {
    status: isWorking ? 'working' : (state.data ?? 'off'),
    support: pushSupport(environment),
    enable: enable.mutateAsync,
    disable: disable.mutateAsync,
  };
}
