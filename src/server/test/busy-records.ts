import { enqueueMails } from '../modules/mail/mail.repository';
import { blankPng } from './blank-png';
import { bearer } from './http';
import { multipart } from './multipart';
import type { World } from './route-world';

let serial = 0;

/**
 * Records of Main with a real history, made through the API as people do: a work order created,
 * reassigned, moved to other equipment and a vendor, worked on (checklist, parts, labour,
 * attachments) and started; equipment edited; stock moved; notifications sent; mails queued (as the
 * changes that send them queue them: no route does). Every list and
 * timeline of these records has at least two rows.
 */
export async function makeBusyRecords(world: World) {
  const admin = world.principal('admin');
  const call = async (
    method: 'POST' | 'PATCH',
    url: string,
    body?: object,
    form?: ReturnType<typeof multipart>,
  ) => {
    const response = await world.t.app.inject({
      method,
      url,
      headers: { ...bearer(admin.token ?? ''), ...(form?.headers ?? {}) },
      payload: form ? form.payload : body,
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ id: string }>();
  };
  serial += 1;
  const first = await world.make.equipment();
  const second = await world.make.equipment();
  const vendor = await world.make.vendor();
  const part = await world.make.part();
  await world.make.template();
  await world.make.template();
  await world.make.part();
  await world.make.vendor();
  await world.make.workOrder();
  await world.make.location();
  await world.make.location();
  await world.make.procedure();
  await world.make.procedure();

  const order = await call('POST', '/api/work-orders', {
    foNumber: `WO-2026-${String(300_000 + serial)}`,
    description: 'Pump leaking at the mechanical seal',
    equipmentId: first.id,
  });
  const url = `/api/work-orders/${order.id}`;
  await call('PATCH', url, { assignedTo: world.technicianId, status: 'assigned' });
  await call('PATCH', url, { equipmentId: second.id, vendorId: vendor.id, notes: 'Seal ordered' });
  await call('PATCH', url, { status: 'in_progress' });
  for (const description of ['Isolate the pump', 'Replace the seal']) {
    await call('POST', `${url}/checklist`, { description });
  }
  for (const quantity of [1, 2]) await call('POST', `${url}/parts-usage`, { partId: part.id, quantity });
  for (const hours of [1.5, 0.5]) await call('POST', `${url}/labor`, { hours });
  for (const fileName of ['seal.png', 'pump.png']) {
    await call(
      'POST',
      '/api/upload',
      undefined,
      multipart([
        { name: 'context', value: JSON.stringify({ workOrderId: order.id }) },
        { name: 'file', fileName, type: 'image/png', bytes: blankPng(40, 30) },
      ]),
    );
  }
  for (const description of ['Boiler feed pump', 'Boiler feed pump, left']) {
    await call('PATCH', `/api/equipment/${second.id}`, { description });
  }
  const hoursAgo = (hours: number) => new Date(world.t.clock.now().getTime() - hours * 3_600_000);
  for (const [from, to] of [
    [6, 5],
    [3, 2],
  ] as const) {
    await call('POST', '/api/downtime', {
      equipmentId: second.id,
      reasonCode: 'breakdown',
      startedAt: hoursAgo(from),
      endedAt: hoursAgo(to),
    });
  }
  await call('POST', `/api/parts/${part.id}/adjustments`, {
    kind: 'receive',
    quantity: 5,
    reason: 'Delivery',
  });
  for (const title of ['Route check', 'Second check'])
    await call('POST', '/api/notifications/test', { title });
  await enqueueMails(
    world.db,
    ['Request received', 'Request accepted'].map((subject) => ({
      organizationId: world.org.id,
      warehouseId: world.main.id,
      kind: 'request.received',
      toAddress: `requester-${serial}@example.com`,
      subject,
      body: `${subject}: the maintenance team has it.`,
    })),
  );

  return { workOrderId: order.id, equipmentId: second.id, partId: part.id };
}

export type BusyRecords = Awaited<ReturnType<typeof makeBusyRecords>>;
