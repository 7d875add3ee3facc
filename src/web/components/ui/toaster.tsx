import { Toast as ToastPrimitive } from 'radix-ui';
import { CircleCheck, CircleExclamationPoint, X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { Button } from './button';
import { LiveAnnouncer } from './live-announcer';
import { useToast } from '@web/lib/toast/use-toast';
import type { ToastData } from '@web/lib/toast/toast-store';
import { useT } from '@web/lib/i18n/use-t';
import { componentsMessages } from '../messages';

/** Toasts stay on screen this long unless the caller asks for longer. */
const DISPLAY_DURATION_MS = 5_000;

/**
 * Where the toast goes, so it never covers what the user must press next: a dialog keeps its
 * actions at its foot, so while one is open the toast sits at the top (on desktop in the right
 * gutter, narrow enough to clear a wide dialog's close button); otherwise it sits at the foot,
 * clear of the header (phones) and of the page header's actions (desktop, bottom right), and
 * above a phone's fixed action bar (marked data-bottom-bar, such as a work order's Start).
 * Tailwind reads class names from the source, so the dialog-open variant is spelt out in full;
 * [data-modal] marks the kit's modal dialogs, alert dialogs and sheets, not popovers such as the
 * bell's list (which opens under the header: the toast stays at the foot, clear of both).
 */
const VIEWPORT_PLACEMENT = [
  'fixed inset-x-0 bottom-0 z-[100] flex w-full flex-col gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] outline-none',
  'sm:left-auto sm:max-w-sm sm:p-4',
  'max-sm:[body:has([data-bottom-bar])_&]:bottom-[calc(4.5rem+env(safe-area-inset-bottom))]',
  '[body:has([data-modal][data-state=open])_&]:top-0',
  '[body:has([data-modal][data-state=open])_&]:bottom-auto',
  '[body:has([data-modal][data-state=open])_&]:pt-[max(0.75rem,env(safe-area-inset-top))]',
  'sm:[body:has([data-modal][data-state=open])_&]:max-w-72',
].join(' ');

function ToastItem({ toast, onDismiss }: { toast: ToastData; onDismiss: (id: string) => void }) {
  const t = useT(componentsMessages);
  const isDestructive = toast.variant === 'destructive';
  const Icon = isDestructive ? CircleExclamationPoint : CircleCheck;
  return (
    <ToastPrimitive.Root
      open={toast.open}
      duration={toast.duration ?? DISPLAY_DURATION_MS}
      type={isDestructive ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onDismiss(toast.id);
      }}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[state=open]:animate-fade-in',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
        isDestructive
          ? 'border-destructive bg-destructive text-destructive-foreground'
          : 'border-border bg-popover text-popover-foreground',
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', !isDestructive && 'text-success')} aria-hidden />
      <div className="grid min-w-0 gap-1">
        {toast.title ? (
          <ToastPrimitive.Title className="text-sm font-semibold wrap-anywhere">
            {toast.title}
          </ToastPrimitive.Title>
        ) : null}
        {toast.description ? (
          <ToastPrimitive.Description className="text-sm opacity-90 wrap-anywhere">
            {toast.description}
          </ToastPrimitive.Description>
        ) : null}
        {toast.action ? (
          <ToastPrimitive.Action altText={toast.action.altText ?? toast.action.label} asChild>
            <Button
              variant="outline"
              size="sm"
              className="mt-1 justify-self-start text-foreground"
              onClick={toast.action.onSelect}
            >
              {toast.action.label}
            </Button>
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label={t('toast.dismiss')}
        className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 hover:opacity-100 touch:top-1 touch:right-1 touch:size-11"
      >
        <X className="size-4" aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Renders the toast store with Radix Toast (one toast at a time, TOAST_LIMIT). Radix announces
 * each toast through a live region (polite; assertive for a destructive one), dismisses it on a
 * swipe to the right, on Escape while focus is in it (F8 moves focus to it), and by its Close
 * button, reachable with Tab. Beside them, the screen kit's announcer speaks what `announce()`
 * is given (ADR 67).
 */
export function Toaster() {
  const t = useT(componentsMessages);
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider swipeDirection="right" label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
      {/* Radix puts its own hotkey in for the placeholder, which is kept as written. */}
      <ToastPrimitive.Viewport
        className={VIEWPORT_PLACEMENT}
        label={t('toast.viewport', { hotkey: '{hotkey}' })}
      />
      <LiveAnnouncer />
    </ToastPrimitive.Provider>
  );
}
