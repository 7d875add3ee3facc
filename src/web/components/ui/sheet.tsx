import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { componentsMessages } from '../messages';
import { DialogBodyBoundary } from './dialog-body-boundary';
import { useReturnFocus } from './return-focus';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;
export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;

/** A panel that slides in from the left edge (the phone menu). */
export function SheetContent({
  className,
  children,
  closeClassName,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { closeClassName?: string }) {
  const t = useT(componentsMessages);
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
      <SheetPrimitive.Content
        data-modal=""
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex h-dvh w-[85vw] max-w-xs flex-col shadow-2xl data-[state=open]:animate-slide-in-left',
          className,
        )}
        {...props}
        {...returnFocus}
      >
        <DialogBodyBoundary>{children}</DialogBodyBoundary>
        <SheetPrimitive.Close
          aria-label={t('sheet.closeMenu')}
          className={cn(
            'absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md opacity-80 hover:opacity-100',
            closeClassName,
          )}
        >
          <X className="size-5" aria-hidden />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
