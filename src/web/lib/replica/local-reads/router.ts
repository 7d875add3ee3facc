import type { Replica } from '../replica';
import type { ChangeAction } from '../../offline/change-action';
import * as equipment from './equipment';
import * as inventory from './inventory';
import * as locations from './locations';
import { needsConnection, noCopy, type LocalAnswer, type LocalRead } from './local-answer';
import * as people from './people';
import * as planning from './planning';
import * as workOrders from './work-orders';

/**
 * The API reads the device answers from its copy when the server cannot be reached (ADR 42), by
 * route pattern as the server declares them; the first match wins, so fixed segments come before
 * parameters. Any other read offline is answered "needs a connection".
 */
const ROUTES: readonly (readonly [string, LocalRead])[] = [
  ['/api/work-orders', workOrders.listWorkOrders],
  ['/api/work-orders/next-fo-number', workOrders.nextFoNumber],
  ['/api/work-orders/:id', workOrders.getWorkOrder],
  ['/api/work-orders/:id/checklist', workOrders.listChecklist],
  ['/api/work-orders/:id/parts-usage', workOrders.listPartsUsage],
  ['/api/work-orders/:id/labor', workOrders.listLabor],
  ['/api/work-orders/:id/history', workOrders.listHistory],
  ['/api/equipment', equipment.listEquipment],
  ['/api/equipment/asset/:assetTag', equipment.getEquipmentByTag],
  ['/api/equipment/:id', equipment.getEquipment],
  ['/api/equipment/:id/history', equipment.equipmentHistory],
  ['/api/equipment/:id/children', equipment.listChildren],
  ['/api/equipment/:id/breadcrumb', equipment.breadcrumb],
  ['/api/locations', locations.listLocations],
  ['/api/locations/tree', locations.locationTree],
  ['/api/locations/:id', locations.getLocation],
  ['/api/parts', inventory.listParts],
  ['/api/parts/summary', inventory.partsSummary],
  ['/api/parts/:id', inventory.getPart],
  ['/api/parts/:id/movements', inventory.listMovements],
  ['/api/vendors', inventory.listVendors],
  ['/api/vendors/:id', inventory.getVendor],
  ['/api/pm-templates', planning.listTemplates],
  ['/api/pm-templates/:id', planning.getTemplate],
  ['/api/pm-calendar', planning.pmCalendar],
  ['/api/dashboard/stats', planning.dashboardStats],
  ['/api/downtime', planning.listDowntime],
  ['/api/downtime/:id', planning.getDowntime],
  ['/api/downtime-reasons', people.downtimeReasons],
  ['/api/close-out-codes', people.closeOutCodes],
  ['/api/profiles', people.listProfiles],
  ['/api/profiles/me', people.myProfile],
  ['/api/profiles/:id', people.getProfile],
  ['/api/notifications', people.listNotifications],
  ['/api/attachments', people.listAttachments],
  ['/api/warehouses', people.listWarehouses],
  ['/api/plant-settings', people.plantSettings],
];

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] ?? '';
    const actual = have[i] ?? '';
    if (segment.startsWith(':')) {
      if (!actual) return null;
      params[segment.slice(1)] = decodeURIComponent(actual);
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

export interface LocalReadsDeps {
  replica: Replica;
  /** Whether the copy has been filled for the signed-in person. */
  isReady: () => Promise<boolean>;
  now: () => Date;
  pending: () => readonly ChangeAction[];
}

/** Answers a GET from the device's copy, or refuses it with the reason a person can act on. */
export function createLocalReads(deps: LocalReadsDeps) {
  return async function answerLocally(url: string): Promise<LocalAnswer> {
    const parsed = new URL(url, 'http://fieldwork.local');
    for (const [pattern, read] of ROUTES) {
      const params = match(pattern, parsed.pathname);
      if (!params) continue;
      if (!(await deps.isReady())) throw noCopy();
      return read({
        replica: deps.replica,
        params,
        query: parsed.searchParams,
        now: deps.now(),
        pending: deps.pending,
      });
    }
    throw needsConnection();
  };
}

export type AnswerLocally = ReturnType<typeof createLocalReads>;
