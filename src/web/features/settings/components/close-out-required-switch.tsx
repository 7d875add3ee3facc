import { usePlantSettings } from '@web/components/plant-settings/plant-settings';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import { useUpdatePlantSettings } from '../api/update-plant-settings';
import { settingsMessages } from '../messages';

/**
 * Whether this plant's corrective and emergency orders need their close-out codes to be
 * completed: a plant setting, so managers and admins change it (settings.manage); others see it.
 */
export function CloseOutRequiredSwitch() {
  const t = useT(settingsMessages);
  const settings = usePlantSettings();
  const update = useUpdatePlantSettings();
  const isOnline = useOnline();
  const canChange = useCan('settings.manage');
  const plant = settings.data;
  const toggle = (required: boolean) => {
    if (!plant) return;
    update.mutate(
      { current: plant, changes: { closeOutCodesRequired: required } },
      {
        onSuccess: (saved) =>
          toast({
            title: required ? t('closeOutRequired.required') : t('closeOutRequired.optional'),
            description: required
              ? t('closeOutRequired.requiredDescription', { plant: saved.warehouseName })
              : t('closeOutRequired.optionalDescription', { plant: saved.warehouseName }),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('closeOutRequired.notSaved'),
            description: errorMessage(error, t('common.checkConnection')),
          }),
      },
    );
  };
  return (
    <div className="grid gap-1 rounded-lg border bg-muted/40 px-3 py-2">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <Label htmlFor="close-out-required" className="leading-snug">
          {plant
            ? t('closeOutRequired.labelIn', { plant: plant.warehouseName })
            : t('closeOutRequired.label')}
        </Label>
        <Switch
          id="close-out-required"
          checked={plant?.closeOutCodesRequired ?? false}
          disabled={!plant || !canChange || !isOnline || update.isPending}
          onCheckedChange={toggle}
          aria-describedby="close-out-required-hint"
        />
      </div>
      <p id="close-out-required-hint" className="pb-1 text-xs text-muted-foreground">
        {canChange ? t('common.plantSettingOwn') : t('common.plantSettingReadOnly')}
      </p>
    </div>
  );
}
