import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { manualAssetTagSchema } from '@shared/schemas/equipment';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ownSubmit, useAppForm } from '@web/lib/forms';
import { useT } from '@web/lib/i18n/use-t';
import { qrScannerMessages } from './messages';

interface ManualTagValues {
  assetTag: string;
}

/** Manual entry (core spec §5): the submit button stays disabled until the tag is valid. */
export function ManualTagForm({ onSubmit }: { onSubmit: (assetTag: string) => void }) {
  const t = useT(qrScannerMessages);
  const {
    formRef,
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useAppForm<ManualTagValues>({
    resolver: zodResolver(manualAssetTagSchema),
    defaultValues: { assetTag: '' },
  });

  return (
    <form
      ref={formRef}
      noValidate
      className="grid gap-4"
      // The scanner opens from inside other forms (the work-order dialog): this submit is its own.
      onSubmit={ownSubmit(handleSubmit((values) => onSubmit(values.assetTag.toUpperCase())))}
    >
      <FormField label={t('manual.tag')} error={errors.assetTag?.message} hint={t('manual.hint')}>
        <Input
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('manual.placeholder')}
          className="font-mono tracking-wide uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
          {...register('assetTag')}
        />
      </FormField>
      <Button type="submit" disabled={!isValid} className="w-full">
        <Search aria-hidden />
        {t('manual.find')}
      </Button>
    </form>
  );
}
