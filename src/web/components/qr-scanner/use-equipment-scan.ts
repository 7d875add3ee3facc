import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Equipment } from '@shared/schemas/equipment';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast/toast-store';
import { equipmentByTagKey, getEquipmentByAssetTag } from './equipment-by-tag';
import { useT } from '@web/lib/i18n/use-t';
import { qrScannerMessages } from './messages';

/**
 * Looks up a scanned or typed asset tag and says what happened (core spec §8 toasts):
 * 'Equipment Found' with 'Linked to {tag} - {description}', or the destructive
 * 'Equipment Not Found'. Resolves the record, or null.
 */
export function useEquipmentScan(): { lookup: (assetTag: string) => Promise<Equipment | null> } {
  const t = useT(qrScannerMessages);
  const queryClient = useQueryClient();
  const lookup = useCallback(
    async (assetTag: string) => {
      const tag = assetTag.trim();
      try {
        const equipment = await getEquipmentByAssetTag(tag);
        // Screens opened from the scan (the equipment detail) read it from here, not again.
        queryClient.setQueryData(equipmentByTagKey(tag), equipment);
        toast({
          title: t('scan.found'),
          description: t('scan.linked', {
            tag: equipment.assetTag,
            description: equipment.description ?? equipment.name,
          }),
        });
        return equipment;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          toast({
            variant: 'destructive',
            title: t('scan.notFound'),
            description: t('scan.noneWithTag', { tag }),
          });
        } else {
          toast({ variant: 'destructive', title: errorMessage(error, t('scan.failed')) });
        }
        return null;
      }
    },
    [queryClient, t],
  );
  return { lookup };
}
