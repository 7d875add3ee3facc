import { useState } from 'react';
import { EquipmentPicker, equipmentLabel } from '@web/components/equipment/equipment-picker';
import { useT } from '@web/lib/i18n/use-t';
import { useEquipment } from '../api/get-equipment';
import { equipmentMessages } from '../messages';

/**
 * The "Part of" choice (issue 24): the asset this one belongs to, or none. The label of a parent
 * chosen earlier is read from the server; one just picked is named at once. `selfId` keeps an
 * asset from being offered as its own parent (deeper cycles are the server's 409 to explain).
 */
export function ParentAssetPicker({
  value,
  onChange,
  selfId,
  ...field
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value: string | null;
  onChange: (id: string | null) => void;
  selfId?: string;
}) {
  const t = useT(equipmentMessages);
  const [picked, setPicked] = useState<{ id: string; label: string } | null>(null);
  const known = picked?.id === value ? picked : null;
  const parent = useEquipment(value && !known ? value : undefined);
  const label = !value
    ? null
    : (known?.label ??
      (parent.data ? equipmentLabel(parent.data) : parent.isError ? t('parent.unknown') : '…'));
  return (
    <EquipmentPicker
      {...field}
      valueLabel={label}
      placeholder={t('parent.placeholder')}
      excludeIds={selfId ? new Set([selfId]) : undefined}
      onSelect={(equipment) => {
        setPicked({ id: equipment.id, label: equipmentLabel(equipment) });
        onChange(equipment.id);
      }}
      onClear={() => onChange(null)}
    />
  );
}
