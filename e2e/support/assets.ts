import type { APIRequestContext } from '@playwright/test';
import type { CreateEquipment, Equipment } from '../../src/shared/schemas/equipment';
import { apiCall, apiToken } from './api';
import type { Person } from './people';

/** An asset of the journey's own, added by `person` through the API: no other journey renames it or changes its tag. */
export async function createAsset(
  request: APIRequestContext,
  person: Person,
  fields: Pick<CreateEquipment, 'assetTag' | 'name' | 'model' | 'description'>,
): Promise<Equipment> {
  const token = await apiToken(request, person.email, person.password);
  return apiCall<Equipment>(request, token, 'POST', '/api/equipment', fields);
}
