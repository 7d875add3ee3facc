import { MAX_FILES_PER_FORM } from '@shared/constants';
import { AttachmentList, AttachmentUploader } from '@web/components/attachments';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { vendorsMessages } from '../messages';

/** Contracts, certificates and price lists of one vendor; supervisors and up add them. */
export function VendorDocuments({ vendorId }: { vendorId: string }) {
  const t = useT(vendorsMessages);
  const canUpload = useCan('vendors.write');
  const owner = { vendorId };
  return (
    <section className="grid gap-3" aria-labelledby={`vendor-documents-${vendorId}`}>
      <div>
        <h3 id={`vendor-documents-${vendorId}`} className="text-sm font-semibold">
          {t('documents.title')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('documents.hint')}</p>
      </div>
      {canUpload ? <AttachmentUploader context={owner} maxFiles={MAX_FILES_PER_FORM} /> : null}
      <AttachmentList filter={owner} />
    </section>
  );
}
