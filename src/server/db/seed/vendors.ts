import type { vendors } from '../schema';
import { addDays } from './random';
import type { PlantContext, VendorSpec } from './types';

type VendorRow = typeof vendors.$inferInsert;

// One vendor per line reads as an address book.
// prettier-ignore
export const MAIN_VENDORS: VendorSpec[] = [
  { name: 'Grainger Industrial Supply', type: 'supplier', contactPerson: 'Megan Torres', email: 'm.torres@grainger-demo.example', phone: '+1 312 555 0142', address: '455 Knightsbridge Pkwy, Lake Forest, IL 60045' },
  { name: 'Motion Industries', type: 'supplier', contactPerson: 'Derek Sullivan', email: 'dsullivan@motion-demo.example', phone: '+1 205 555 0178', address: '1605 Alton Rd, Birmingham, AL 35210' },
  { name: 'Applied Industrial Technologies', type: 'supplier', contactPerson: 'Karen Liu', email: 'karen.liu@applied-demo.example', phone: '+1 216 555 0113', address: '1 Applied Plaza, Cleveland, OH 44115' },
  { name: 'Atlas Copco Compressors USA', type: 'supplier', contactPerson: 'Henrik Lund', email: 'service.us@atlascopco-demo.example', phone: '+1 866 555 0190', address: '300 Technology Center Way, Rock Hill, SC 29730' },
  { name: 'Kaman Fluid Power', type: 'supplier', contactPerson: 'Olivia Grant', email: 'ogrant@kaman-demo.example', phone: '+1 860 555 0121', address: '1 Vision Way, Bloomfield, CT 06002' },
  { name: 'Fastenal Plant Store', type: 'supplier', contactPerson: 'Ryan Becker', email: 'rbecker@fastenal-demo.example', phone: '+1 507 555 0166', address: '2001 Theurer Blvd, Winona, MN 55987' },
  { name: 'Midwest Boiler & Mechanical', type: 'contractor', contactPerson: 'Frank Delgado', email: 'dispatch@mwboiler-demo.example', phone: '+1 414 555 0137', address: '8120 N 76th St, Milwaukee, WI 53223' },
  { name: 'Precision Robotics Service', type: 'contractor', contactPerson: 'Aisha Patel', email: 'service@precisionrobotics-demo.example', phone: '+1 248 555 0185', address: '2900 Auburn Rd, Rochester Hills, MI 48309' },
  { name: 'CoolTech HVAC Services', type: 'contractor', contactPerson: 'Brian Novak', email: 'brian@cooltech-demo.example', phone: '+1 630 555 0159', address: '725 Industrial Dr, Elmhurst, IL 60126' },
];

// prettier-ignore
export const NORTH_VENDORS: VendorSpec[] = [
  { name: 'Northland Industrial Supply', type: 'supplier', contactPerson: 'Greta Olsen', email: 'greta@northland-demo.example', phone: '+1 218 555 0104', address: '14 Harbor View Rd, Duluth, MN 55802' },
  { name: 'Kaeser Compressors Service', type: 'supplier', contactPerson: 'Lukas Weber', email: 'service@kaeser-demo.example', phone: '+1 540 555 0172', address: '511 Sigma Dr, Fredericksburg, VA 22408' },
  { name: 'Lakeside Dock & Door', type: 'contractor', contactPerson: 'Pete Lindqvist', email: 'pete@lakesidedock-demo.example', phone: '+1 218 555 0148', address: '3301 Garfield Ave, Duluth, MN 55811' },
];

/** Vendor rows of one plant, keyed by name so parts can link their supplier. */
export function buildVendors(
  ctx: PlantContext,
  specs: VendorSpec[],
): { rows: VendorRow[]; idByName: Map<string, string> } {
  const createdAt = addDays(ctx.now, -195);
  const idByName = new Map(specs.map((spec) => [spec.name, ctx.rng.uuid()]));
  const rows = specs.map((spec): VendorRow => ({
    id: idByName.get(spec.name),
    organizationId: ctx.organizationId,
    warehouseId: ctx.warehouseId,
    ...spec,
    createdBy: ctx.staff.owner,
    updatedBy: ctx.staff.owner,
    createdAt,
    updatedAt: createdAt,
  }));
  return { rows, idByName };
}
