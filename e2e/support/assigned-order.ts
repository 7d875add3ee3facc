import type { APIRequestContext } from '@playwright/test';
import type { WorkOrder } from '../../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './api';
import { createPerson, type Person } from './people';
import { uniqueFoNumber } from './unique';

/** A technician of the journey's own, and an order a supervisor has just assigned to them. */
export async function assignedOrder(
  request: APIRequestContext,
  fields: { description: string; dueDate?: string },
): Promise<{ technician: Person; order: WorkOrder }> {
  const technician = await createPerson(request, 'technician');
  const supervisor = await createPerson(request, 'supervisor');
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const order = await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    assignedTo: technician.id,
    ...fields,
  });
  return { technician, order };
}
