import { Toast as ToastPrimitive } from 'radix-ui';
import { CircleCheck, CircleExclamationPoint, X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { useToast } from '@web/lib/toast/use-toast';
import type { ToastData } from '@web/lib/toast/toast-store';

/** Toasts stay on screen this long unless the caller asks for longer. */
const DISPLAY_DURATION_MS = 5_000;

function ToastItem({ toast, onDismiss }: { toast: ToastData; onDismiss: (id: string) => void }) {
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
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[state=open]:animate-slide-in-top sm:data-[state=open]:animate-slide-in-bottom',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
        isDestructive
          ? 'border-destructive bg-destructive text-destructive-foreground'
          : 'border-border bg-popover text-popover-foreground',
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', !isDestructive && 'text-success')} aria-hidden />
      <div className="grid min-w-0 gap-1">
        {toast.title ? (
          <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
        ) : null}
        {toast.description ? (
          <ToastPrimitive.Description className="text-sm opacity-90">
            {toast.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 hover:opacity-100 touch:top-1 touch:right-1 touch:size-11"
      >
        <X className="size-4" aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Renders the toast store with Radix Toast (one toast at a time, TOAST_LIMIT). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Message">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
      {/* Top on phones, where the bottom of the screen holds the thumb's actions; bottom-right on desktop. */}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-3 pt-[max(0.75rem,env(safe-area-inset-top))] outline-none sm:top-auto sm:bottom-0 sm:max-w-sm sm:p-4" />
    </ToastPrimitive.Provider>
  );
}
