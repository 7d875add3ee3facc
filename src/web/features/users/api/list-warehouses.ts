import { useQuery } from '@tanstack/react-query';
import type { Warehouse } from '@shared/schemas/profiles';
import { apiRequestAll } from '@web/lib/api-client';

export function listWarehouses(): Promise<Warehouse[]> {
  return apiRequestAll<Warehouse>('/api/warehouses');
}

export function useWarehouses() {
  return useQuery({ queryKey: ['warehouses'], queryFn: listWarehouses });
}
