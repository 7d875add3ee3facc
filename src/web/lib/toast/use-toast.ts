import { useSyncExternalStore } from 'react';
import { dismissToast, getToastState, subscribeToasts, toast, type ToastState } from './toast-store';

export function useToast(): ToastState & { toast: typeof toast; dismiss: typeof dismissToast } {
  const state = useSyncExternalStore(subscribeToasts, getToastState, getToastState);
  return { ...state, toast, dismiss: dismissToast };
}

export { toast, dismissToast };
