import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { FIXTURE_PARTS } from './fixtures';
import type { Part } from '../../src/shared/schemas/parts';
import type { Procedure } from '../../src/shared/schemas/procedures';
import type { PurchaseOrder } from '../../src/shared/schemas/purchasing';
import type {
  CreatedPublicRequest,
  RequestPortalSettings,
  WorkRequest,
} from '../../src/shared/schemas/requests';
import type { Vendor } from '../../src/shared/schemas/vendors';
import type { WorkOrder } from '../../src/shared/schemas/work-orders';
import { ACCOUNTS } from './accounts';
import { apiCall, apiToken } from './api';
import { createPerson } from './people';
import { unique, uniqueFoNumber } from './unique';

/** The records the screens with an `:id` in their path show, made for the accessibility scan. */
export interface ScanRecords {
  workOrderId: string;
  requestId: string;
  purchaseOrderId: string;
  procedureId: string;
  technicianId: string;
  /** The request portal's form, `{PUBLIC_URL}/r/{key}`, and a sent request's status page. */
  portalUrl: string;
  portalStatusUrl: string;
}

/** Made by the admin through the API, in Main Plant: one of each, filled as a person would. */
async function createScanRecords(request: APIRequestContext): Promise<ScanRecords> {
  const token = await apiToken(request, ACCOUNTS.admin.email);
  const suffix = unique();
  const technician = await createPerson(request, 'technician');

  const procedure = await apiCall<Procedure>(request, token, 'POST', '/api/procedures', {
    name: `Pump inspection ${suffix}`,
    category: 'Pumps',
    sections: [
      {
        title: 'Checks',
        steps: [
          { type: 'number', title: 'Discharge pressure', unit: 'bar', min: 2, max: 4, required: true },
          { type: 'photo', title: 'Photo of the seal', required: false },
        ],
      },
    ],
  });
  const order = await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: `Seal leaking on the cooling water pump ${suffix}`,
    assignedTo: technician.id,
    procedureId: procedure.id,
  });

  const vendor = await apiCall<Vendor>(request, token, 'POST', '/api/vendors', {
    name: `Bearing Supply ${suffix}`,
    email: 'orders@bearings.example',
  });
  const [bearing] = await apiCall<Part[]>(
    request,
    token,
    'GET',
    `/api/parts?q=${FIXTURE_PARTS[0].partNumber}`,
  );
  if (!bearing) throw new Error(`the e2e server has no part ${FIXTURE_PARTS[0].partNumber}`);
  let purchaseOrder = await apiCall<PurchaseOrder>(request, token, 'POST', '/api/purchase-orders', {
    vendorId: vendor.id,
    lines: [{ partId: bearing.id, quantity: 4 }],
  });
  // Ordered, so the receive screen shows its lines (within the admin's limit, submitting approves).
  const step = async (action: 'submit' | 'approve' | 'order') => {
    purchaseOrder = await apiCall<PurchaseOrder>(
      request,
      token,
      'POST',
      `/api/purchase-orders/${purchaseOrder.id}/${action}`,
    );
  };
  await step('submit');
  if (purchaseOrder.status === 'submitted') await step('approve');
  await step('order');

  let portal = await apiCall<RequestPortalSettings>(request, token, 'GET', '/api/request-portal');
  if (!portal.enabled) {
    portal = await apiCall<RequestPortalSettings>(request, token, 'PATCH', '/api/request-portal', {
      enabled: true,
    });
  }
  const description = `The pump hums loudly since the night shift (${suffix}).`;
  const sent = await request.post(`/api/public/portal/${portal.portalKey}/requests`, {
    data: { description, assetTag: 'PMP-E2E-01', stoppingWork: false, name: 'Olga Operator' },
  });
  if (!sent.ok()) throw new Error(`the portal refused the request: ${sent.status()} ${await sent.text()}`);
  const { statusUrl } = (await sent.json()) as CreatedPublicRequest;
  const requests = await apiCall<WorkRequest[]>(
    request,
    token,
    'GET',
    '/api/requests?status=received&limit=100',
  );
  const workRequest = requests.find((candidate) => candidate.description === description);
  if (!workRequest) throw new Error('the request sent through the portal is not on the requests list');

  return {
    workOrderId: order.id,
    requestId: workRequest.id,
    purchaseOrderId: purchaseOrder.id,
    procedureId: procedure.id,
    technicianId: technician.id,
    portalUrl: portal.portalUrl,
    portalStatusUrl: statusUrl,
  };
}

/**
 * The run's records, made once by whichever test asks first and read from a file by the others
 * (in the project's output folder, which Playwright empties when a run starts): the portal lets
 * one address send five requests in ten minutes, and the other journeys send some too.
 */
export async function scanRecords(request: APIRequestContext, testInfo: TestInfo): Promise<ScanRecords> {
  mkdirSync(testInfo.project.outputDir, { recursive: true });
  const file = path.join(testInfo.project.outputDir, 'accessibility-records.json');
  try {
    closeSync(openSync(`${file}.lock`, 'wx'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await expect.poll(() => existsSync(file), { message: 'the records another test makes' }).toBe(true);
    return JSON.parse(readFileSync(file, 'utf8')) as ScanRecords;
  }
  const records = await createScanRecords(request);
  writeFileSync(`${file}.part`, JSON.stringify(records));
  renameSync(`${file}.part`, file);
  return records;
}
