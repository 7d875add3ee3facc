import { useState } from 'react';
import type { UpdateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';
import { RatingInput } from './satisfaction-rating';

/** Signing the work off, with the optional 1–5 rating of how well the request was met. */
export function VerifyDialog({
  order,
  open,
  onOpenChange,
  onVerify,
}: {
  order: WorkOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onVerify: (changes: UpdateWorkOrder) => void;
}) {
  const t = useT(workOrdersMessages);
  const [rating, setRating] = useState<number | null>(null);
  const changeOpen = (next: boolean) => {
    if (!next) setRating(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('verify.title', { foNumber: order.foNumber })}</DialogTitle>
          <DialogDescription>{t('verify.description')}</DialogDescription>
        </DialogHeader>
        <RatingInput value={rating} onChange={setRating} />
        <DialogFooter>
          <Button variant="outline" onClick={() => changeOpen(false)}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => {
              onVerify({ status: 'verified', ...(rating !== null ? { satisfactionRating: rating } : {}) });
              changeOpen(false);
            }}
          >
            {t('verify.verify')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
