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
import { VendorDocuments } from './vendor-documents';

/** For those who cannot edit a vendor: its documents, to read. */
export function VendorDocumentsButton({ vendor }: { vendor: Vendor }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Documents of ${vendor.name}`}>
          <Paperclip aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{vendor.name}</DialogTitle>
          <DialogDescription>Documents kept with this vendor.</DialogDescription>
        </DialogHeader>
        <VendorDocuments vendorId={vendor.id} />
      </DialogContent>
    </Dialog>
  );
}
