import type { ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@shared/constants';

/**
 * A tiny toast store in the shape of shadcn's use-toast (core spec §4): toasts are added,
 * updated, dismissed (closing animation, then hidden) and removed (gone from memory).
 * Only TOAST_LIMIT toasts are kept, so a new toast replaces the one on screen.
 */
export type ToastVariant = 'default' | 'destructive';

/** One button on the toast that acts on what it announces ("Undo", "Schedule anyway"); pressing it closes the toast. */
export interface ToastActionButton {
  label: string;
  /** Another way to do it, for screen readers that cannot reach the button quickly ("Undo with Ctrl+Z"). */
  altText?: string;
  onSelect: () => void;
}

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** How long the toast stays on screen before it dismisses itself. */
  duration?: number;
  action?: ToastActionButton;
  open: boolean;
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastData }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

export interface ToastState {
  toasts: ToastData[];
}

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

type Listener = (state: ToastState) => void;

const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let memoryState: ToastState = { toasts: [] };
let counter = 0;

function scheduleRemoval(toastId: string): void {
  if (removeTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(toastId, timer);
}

export function dispatch(action: ToastAction): void {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    ids.forEach(scheduleRemoval);
  }
  memoryState = toastReducer(memoryState, action);
  listeners.forEach((listener) => listener(memoryState));
}

export function getToastState(): ToastState {
  return memoryState;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (input: ToastInput) => void;
}

export function toast(input: ToastInput): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
  };
}

/** Test helper: forget every toast and pending timer. */
export function resetToasts(): void {
  removeTimers.forEach((timer) => clearTimeout(timer));
  removeTimers.clear();
  memoryState = { toasts: [] };
  listeners.forEach((listener) => listener(memoryState));
}
