import { useQuery } from '@tanstack/react-query';
import { equipmentByTagKey, getEquipmentByAssetTag } from '@web/components/qr-scanner/equipment-by-tag';

/** The record behind `/equipment?asset={tag}`; a scan has usually put it in the cache already. */
export function useEquipmentByTag(assetTag: string | null) {
  return useQuery({
    queryKey: equipmentByTagKey(assetTag ?? ''),
    queryFn: () => getEquipmentByAssetTag(assetTag ?? ''),
    enabled: Boolean(assetTag),
  });
}
