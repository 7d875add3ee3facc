import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CreateVendor, UpdateVendor, Vendor } from '@shared/schemas/vendors';
import {
  conflictRows,
  useVersionedSave,
  VersionConflictPanel,
  type ConflictField,
  type SaveOutcome,
  FormDialogActions,
  useConflictWords,
} from '@web/components/edit-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAttachments } from '@web/components/attachments';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { isTempId } from '@web/lib/offline/temp-ids';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { vendorsMessages } from '../messages';
import { useCreateVendor } from '../api/create-vendor';
import { useUpdateVendor } from '../api/update-vendor';
import { VendorDocuments } from './vendor-documents';
import { VendorFormFields } from './vendor-form-fields';
import {
  EMPTY_VENDOR_FORM,
  toVendorChanges,
  VENDOR_FORM_FIELDS,
  vendorFormSchema,
  vendorToFormValues,
  type VendorFormValues,
} from './vendor-form-values';

function conflictFields(t: TextsOf<typeof vendorsMessages>): readonly ConflictField[] {
  return [
    { name: 'name', label: t('form.name') },
    {
      name: 'type',
      label: t('form.type'),
      format: (value) => (value === 'contractor' ? t('type.contractor') : t('type.supplier')),
    },
    { name: 'contactPerson', label: t('form.contactPerson') },
    { name: 'phone', label: t('form.phone') },
    { name: 'email', label: t('form.email') },
    { name: 'address', label: t('form.address') },
  ];
}

function DocumentsCount({ vendorId }: { vendorId: string }) {
  const t = useT(vendorsMessages);
  const attachments = useAttachments({ vendorId });
  return <>{t('documents.tab', { count: String(attachments.data?.length ?? '…') })}</>;
}

/**
 * Add New Vendor or Edit Vendor (operations spec §2, §4: one dialog, two modes). Editing also
 * shows the vendor's documents.
 */
export function VendorDialog({
  open,
  onOpenChange,
  vendor,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vendor being edited; absent when creating. */
  vendor: Vendor | null;
}) {
  const t = useT(vendorsMessages);
  const conflictWords = useConflictWords();
  const create = useCreateVendor();
  const update = useUpdateVendor();
  const saving = useVersionedSave((record: Vendor, changes: UpdateVendor) =>
    update.mutateAsync({ vendor: record, changes }),
  );
  const { clear: clearConflict } = saving;
  const {
    formRef,
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, dirtyFields },
  } = useAppForm<VendorFormValues, unknown, CreateVendor>({
    resolver: zodResolver(vendorFormSchema),
    defaultValues: EMPTY_VENDOR_FORM,
  });

  // Every opening starts from the vendor as it is (or an empty form), never from leftovers.
  useEffect(() => {
    if (open) reset(vendor ? vendorToFormValues(vendor) : EMPTY_VENDOR_FORM);
    if (open) clearConflict();
  }, [open, vendor, reset, clearConflict]);

  const onUpdated = (outcome: SaveOutcome<Vendor>) => {
    if (outcome.status !== 'saved') return;
    toastSaved(
      outcome.saved,
      { title: t('dialog.updated') },
      t('dialog.queuedUpdate', { name: outcome.saved.name }),
    );
    onOpenChange(false);
  };
  const onUpdateFailed = (error: unknown) => {
    applyServerFieldErrors(error, setError, VENDOR_FORM_FIELDS);
    toast({ variant: 'destructive', title: t('error.title'), description: t('dialog.updateFailed') });
  };

  const onSubmit = (values: CreateVendor) => {
    if (!vendor) {
      create.mutate(values, {
        onSuccess: (created) => {
          toastSaved(
            created,
            { title: t('dialog.created') },
            t('dialog.queuedCreate', { name: created.name }),
          );
          onOpenChange(false);
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, VENDOR_FORM_FIELDS);
          // The spec's wording: the status and the response text ("{status}: {body}").
          toast({
            variant: 'destructive',
            title: t('error.title'),
            description: t('dialog.createFailed', { reason: error.message }),
          });
        },
      });
      return;
    }
    const changes = toVendorChanges(values, dirtyFields);
    if (Object.keys(changes).length === 0) {
      onOpenChange(false);
      return;
    }
    void saving.submit(vendor, changes).then(onUpdated, onUpdateFailed);
  };

  const isSaving = create.isPending || update.isPending;
  const conflict = saving.conflict;
  const form = conflict ? (
    <VersionConflictPanel
      rows={conflictRows(conflictFields(t), conflict.current, conflict.changes, { words: conflictWords })}
      onReapply={() => void saving.reapply().then(onUpdated, onUpdateFailed)}
      onDiscard={() => {
        saving.discard();
        onOpenChange(false);
      }}
      isReapplying={update.isPending}
    />
  ) : (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
      <VendorFormFields register={register} control={control} errors={errors} />
      <FormDialogActions
        onCancel={() => onOpenChange(false)}
        submitLabel={vendor ? t('dialog.save') : t('page.add')}
        isSaving={isSaving}
      />
    </form>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{vendor ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
          <DialogDescription>
            {vendor ? t('dialog.editDescription') : t('dialog.addDescription')}
          </DialogDescription>
        </DialogHeader>
        {/* A vendor made offline has no documents on the server yet. */}
        {vendor && !isTempId(vendor.id) ? (
          <Tabs defaultValue="details">
            <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
              <TabsTrigger value="details">{t('dialog.details')}</TabsTrigger>
              <TabsTrigger value="documents">
                <DocumentsCount vendorId={vendor.id} />
              </TabsTrigger>
            </TabsList>
            <TabsContent value="details">{form}</TabsContent>
            <TabsContent value="documents">
              <VendorDocuments vendorId={vendor.id} />
            </TabsContent>
          </Tabs>
        ) : (
          form
        )}
      </DialogContent>
    </Dialog>
  );
}
