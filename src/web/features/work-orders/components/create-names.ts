import type { Equipment } from '@shared/schemas/equipment';
import type { PublicProfile } from '@shared/schemas/profiles';
import type { Vendor } from '@shared/schemas/vendors';
import type { CreateWorkOrder } from '@shared/schemas/work-orders';
import { formatFullName } from '@web/lib/formatting';
import type { Names } from '../api/pending-records';

/** The names the form knows for the ids of a new order, shown on it until the server has it. */
export function createNames(
  values: CreateWorkOrder,
  known: {
    equipment: Equipment | null;
    technicians: readonly PublicProfile[] | undefined;
    vendors: readonly Vendor[] | undefined;
  },
): Names {
  const equipment = known.equipment?.id === values.equipmentId ? known.equipment : null;
  const technician = known.technicians?.find((person) => person.id === values.assignedTo);
  const vendor = known.vendors?.find((candidate) => candidate.id === values.vendorId);
  return {
    equipmentAssetTag: equipment?.assetTag ?? null,
    equipmentDescription: equipment ? equipment.description || equipment.name || null : null,
    assigneeName: technician ? formatFullName(technician) : null,
    vendorName: vendor?.name ?? null,
  };
}
