import { Paperclip } from 'lucide-react';
import type { Vendor } from '@shared/schemas/vendors';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { useT } from '@web/lib/i18n/use-t';
import { vendorsMessages } from '../messages';
import { VendorDocuments } from './vendor-documents';

/** For those who cannot edit a vendor: its documents, to read. */
export function VendorDocumentsButton({ vendor }: { vendor: Vendor }) {
  const t = useT(vendorsMessages);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('documents.of', { name: vendor.name })}>
          <Paperclip aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{vendor.name}</DialogTitle>
          <DialogDescription>{t('documents.kept')}</DialogDescription>
        </DialogHeader>
        <VendorDocuments vendorId={vendor.id} />
      </DialogContent>
    </Dialog>
  );
}
