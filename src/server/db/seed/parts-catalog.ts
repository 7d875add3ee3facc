import type { PartSpec } from './types';

/*
 * Stock figures are the levels at `now`. Parts at or below their reorder point are the
 * low-stock demo; the three at 0 are all consumed by PM kits or a seeded follow-up repair,
 * so their ledger always shows how they ran out.
 */

const GRAINGER = 'Grainger Industrial Supply';
const MOTION = 'Motion Industries';
const APPLIED = 'Applied Industrial Technologies';
const ATLAS = 'Atlas Copco Compressors USA';
const KAMAN = 'Kaman Fluid Power';
const FASTENAL = 'Fastenal Plant Store';
const ROBOTICS = 'Precision Robotics Service';
const HVAC = 'CoolTech HVAC Services';

// One part per line reads as a stock list.
// prettier-ignore
export const MAIN_PARTS: PartSpec[] = [
  { partNumber: '1613610590', name: 'Oil filter element GA30-37', category: 'pneumatic', unitCost: '48.90', stock: 0, reorderPoint: 3, vendor: ATLAS, location: 'Aisle 1 / Bin 02', kinds: ['compressor'], description: 'Genuine spin-on oil filter for GA30–GA37 screw compressors' },
  { partNumber: '1613730600', name: 'Air/oil separator element GA37', category: 'pneumatic', unitCost: '312.00', stock: 1, reorderPoint: 2, vendor: ATLAS, location: 'Aisle 1 / Bin 03', kinds: ['compressor'], description: 'Separator cartridge, change every 4000 h or yearly' },
  { partNumber: '1613740800', name: 'Air intake filter GA37', category: 'pneumatic', unitCost: '64.50', stock: 5, reorderPoint: 3, vendor: ATLAS, location: 'Aisle 1 / Bin 04', kinds: ['compressor'], description: 'Intake filter element for GA30–GA37' },
  { partNumber: '2901-0521-00', name: 'Roto-Inject Fluid 20 L', category: 'consumable', unitCost: '189.00', stock: 4, reorderPoint: 2, vendor: ATLAS, location: 'Oil Store / Rack 1', kinds: ['compressor'], description: 'Compressor lubricant, one pail per oil change' },
  { partNumber: 'FD120-DRN-KIT', name: 'Condensate drain valve kit', category: 'pneumatic', unitCost: '96.00', stock: 2, reorderPoint: 1, vendor: ATLAS, location: 'Aisle 1 / Bin 06', kinds: ['dryer', 'compressor'], description: 'Electronic zero-loss drain service kit' },
  { partNumber: 'VUVG-L14-M52', name: 'Festo 5/2 solenoid valve', category: 'pneumatic', unitCost: '142.30', stock: 4, reorderPoint: 2, vendor: KAMAN, location: 'Aisle 2 / Bin 08', kinds: ['packaging', 'robot'], description: '24 V DC, G1/8, single solenoid' },
  { partNumber: 'CQ2B50-PS', name: 'SMC compact cylinder seal kit', category: 'pneumatic', unitCost: '27.80', stock: 6, reorderPoint: 3, vendor: KAMAN, location: 'Aisle 2 / Bin 09', kinds: ['packaging'], description: 'Seal kit for CQ2 50 mm bore cylinders' },
  { partNumber: 'KQ2H10-03AS', name: 'Push-in fitting 10 mm (bag of 10)', category: 'pneumatic', unitCost: '18.40', stock: 12, reorderPoint: 5, vendor: KAMAN, location: 'Aisle 2 / Bin 10', kinds: ['packaging', 'compressor', 'robot'], description: 'Male connector, R3/8 thread' },
  { partNumber: 'HA-2SN08-1500', name: 'Hydraulic hose assembly 1/2" 2SN 1.5 m', category: 'hydraulic', unitCost: '58.75', stock: 6, reorderPoint: 3, vendor: KAMAN, location: 'Aisle 3 / Bin 12', kinds: ['press', 'forklift'], description: 'JIC female swivel both ends, 400 bar' },
  { partNumber: 'HF6553', name: 'Hydraulic return filter element', category: 'hydraulic', unitCost: '74.20', stock: 4, reorderPoint: 2, vendor: KAMAN, location: 'Aisle 3 / Bin 13', kinds: ['press'], description: 'Return-line filter for the 250 t press power unit' },
  { partNumber: 'HLP46-208', name: 'Hydraulic oil HLP 46, 208 L drum', category: 'consumable', unitCost: '615.00', stock: 2, reorderPoint: 1, vendor: GRAINGER, location: 'Oil Store / Rack 2', kinds: ['press'], description: 'Zinc-free anti-wear hydraulic oil' },
  { partNumber: 'ORK-382', name: 'O-ring kit, Buna-N assorted', category: 'hydraulic', unitCost: '39.90', stock: 5, reorderPoint: 2, vendor: FASTENAL, location: 'Aisle 3 / Bin 15', kinds: ['press', 'pump', 'forklift'], description: '382 pieces, metric and inch sizes' },
  { partNumber: '67501-23320-71', name: 'Toyota hydraulic filter', category: 'hydraulic', unitCost: '36.40', stock: 3, reorderPoint: 2, vendor: GRAINGER, location: 'Aisle 3 / Bin 16', kinds: ['forklift'], description: 'Hydraulic tank filter for 8-series forklifts' },
  { partNumber: '96525459', name: 'Grundfos CR 32 shaft seal kit', category: 'mechanical', unitCost: '268.00', stock: 0, reorderPoint: 2, vendor: APPLIED, location: 'Aisle 4 / Bin 01', kinds: ['pump'], description: 'HQQE cartridge seal, 22 mm shaft' },
  { partNumber: '6309-2Z/C3', name: 'Bearing SKF 6309-2Z/C3', category: 'mechanical', unitCost: '42.60', stock: 8, reorderPoint: 4, vendor: MOTION, location: 'Aisle 4 / Bin 05', kinds: ['pump', 'air_handler', 'cooling_tower'], description: 'Deep groove ball bearing, shielded, C3 clearance' },
  { partNumber: '6205-2RS', name: 'Bearing SKF 6205-2RS', category: 'mechanical', unitCost: '11.25', stock: 22, reorderPoint: 10, vendor: MOTION, location: 'Aisle 4 / Bin 06', kinds: ['conveyor', 'packaging'], description: 'Deep groove ball bearing, sealed' },
  { partNumber: 'HYT-40-10FT', name: 'Roller chain #40, 10 ft', category: 'mechanical', unitCost: '54.00', stock: 3, reorderPoint: 2, vendor: MOTION, location: 'Aisle 4 / Bin 08', kinds: ['conveyor'], description: 'ANSI 40 riveted chain for E24 drive' },
  { partNumber: 'HYT-R19-24', name: 'Conveyor roller 1.9" × 24" BF', category: 'mechanical', unitCost: '23.50', stock: 28, reorderPoint: 10, vendor: MOTION, location: 'Aisle 5 / Rack 1', kinds: ['conveyor'], description: 'Galvanised roller, hex axle, for Hytrol E24' },
  { partNumber: 'GATES-B68', name: 'V-belt Gates B68', category: 'mechanical', unitCost: '19.80', stock: 2, reorderPoint: 4, vendor: APPLIED, location: 'Aisle 4 / Hook 3', kinds: ['air_handler', 'cooling_tower'], description: 'Classical V-belt, 71" outside length' },
  { partNumber: 'L100-SPIDER', name: 'Lovejoy L-100 coupling spider', category: 'mechanical', unitCost: '14.10', stock: 6, reorderPoint: 3, vendor: APPLIED, location: 'Aisle 4 / Bin 11', kinds: ['pump'], description: 'NBR spider insert for L-100 jaw couplings' },
  { partNumber: '47402-U2100-71', name: 'Toyota brake shoe set', category: 'mechanical', unitCost: '132.00', stock: 2, reorderPoint: 1, vendor: GRAINGER, location: 'Aisle 5 / Bin 03', kinds: ['forklift'], description: 'Front axle brake shoes, pair' },
  { partNumber: 'TIRE-21X8-9', name: 'Solid forklift tire 21×8-9', category: 'mechanical', unitCost: '248.00', stock: 4, reorderPoint: 2, vendor: GRAINGER, location: 'Yard Cage', kinds: ['forklift'], description: 'Press-on solid drive tire' },
  { partNumber: 'HTD-8M-1200', name: 'Timing belt HTD 8M-1200-30', category: 'mechanical', unitCost: '61.30', stock: 3, reorderPoint: 1, vendor: MOTION, location: 'Aisle 4 / Hook 5', kinds: ['packaging'], description: 'Carriage belt for the stretch wrapper' },
  { partNumber: 'CHAIN-LUBE-400', name: 'Chain lubricant spray 400 ml', category: 'consumable', unitCost: '12.50', stock: 2, reorderPoint: 6, vendor: FASTENAL, location: 'Aisle 6 / Shelf 2', kinds: ['conveyor'], description: 'Penetrating chain oil, food-grade H1' },
  { partNumber: 'VIGO-RE0-16', name: 'FANUC VIGOGREASE RE0, 16 kg', category: 'consumable', unitCost: '486.00', stock: 0, reorderPoint: 1, vendor: ROBOTICS, location: 'Oil Store / Rack 3', kinds: ['robot'], description: 'Reducer grease for R-2000 series' },
  { partNumber: 'AF38-30-00-13', name: 'ABB contactor AF38-30-00', category: 'electrical', unitCost: '87.40', stock: 5, reorderPoint: 2, vendor: GRAINGER, location: 'Aisle 7 / Bin 01', kinds: ['drive', 'compressor', 'pump', 'conveyor'], description: '3-pole, 38 A AC-3, 100–250 V coil' },
  { partNumber: 'IGS232', name: 'IFM inductive sensor M18', category: 'electrical', unitCost: '68.90', stock: 7, reorderPoint: 3, vendor: GRAINGER, location: 'Aisle 7 / Bin 04', kinds: ['conveyor', 'packaging', 'robot'], description: 'PNP, 8 mm range, M12 connector' },
  { partNumber: 'QS18VP6D', name: 'Banner photo-eye QS18', category: 'electrical', unitCost: '94.00', stock: 3, reorderPoint: 2, vendor: GRAINGER, location: 'Aisle 7 / Bin 05', kinds: ['conveyor', 'packaging'], description: 'Diffuse mode, PNP, 2 m cable' },
  { partNumber: 'MTR-075-4P', name: 'Motor 0.75 kW 4-pole IE3', category: 'electrical', unitCost: '342.00', stock: 1, reorderPoint: 1, vendor: MOTION, location: 'Aisle 8 / Floor', kinds: ['conveyor'], description: 'Replacement drive motor for E24 conveyors, 80 frame' },
  { partNumber: 'LPJ-30SP', name: 'Fuse 30 A class J', category: 'electrical', unitCost: '16.75', stock: 36, reorderPoint: 20, vendor: FASTENAL, location: 'Aisle 7 / Bin 09', kinds: ['drive', 'compressor', 'chiller'], description: 'Time-delay, 600 V' },
  { partNumber: '3AXD50000038', name: 'ACS580 cooling fan kit', category: 'electrical', unitCost: '158.00', stock: 2, reorderPoint: 1, vendor: APPLIED, location: 'Aisle 7 / Bin 11', kinds: ['drive'], description: 'Main cooling fan for R3 frame drives' },
  { partNumber: '32-0004', name: 'Haas axis home switch', category: 'electrical', unitCost: '76.00', stock: 2, reorderPoint: 1, vendor: GRAINGER, location: 'Aisle 7 / Bin 13', kinds: ['cnc'], description: 'Home/limit switch for X, Y and Z axes' },
  { partNumber: 'A60L-0001-0290', name: 'FANUC amplifier fuse 3.2 A', category: 'electrical', unitCost: '22.00', stock: 10, reorderPoint: 4, vendor: ROBOTICS, location: 'Aisle 7 / Bin 14', kinds: ['robot'], description: 'Servo amplifier control fuse' },
  { partNumber: 'TC-K-300', name: 'Thermocouple type K, 300 mm', category: 'electrical', unitCost: '33.60', stock: 6, reorderPoint: 2, vendor: GRAINGER, location: 'Aisle 7 / Bin 16', kinds: ['boiler', 'press', 'chiller'], description: 'Mineral-insulated, 1/2" NPT fitting' },
  { partNumber: 'PT-16B-420', name: 'Pressure transmitter 0–16 bar', category: 'electrical', unitCost: '189.00', stock: 3, reorderPoint: 1, vendor: GRAINGER, location: 'Aisle 7 / Bin 17', kinds: ['compressor', 'pump', 'boiler', 'chiller'], description: '4–20 mA, G1/4, stainless' },
  { partNumber: 'CB-HH-GSKT', name: 'Boiler handhole gasket 3×4"', category: 'general', unitCost: '9.80', stock: 16, reorderPoint: 8, vendor: GRAINGER, location: 'Aisle 6 / Bin 20', kinds: ['boiler'], description: 'Graphite handhole gasket, replace at each opening' },
  { partNumber: 'RCW-48', name: 'Sporlan filter-drier core RCW-48', category: 'general', unitCost: '41.20', stock: 4, reorderPoint: 2, vendor: HVAC, location: 'Aisle 6 / Bin 21', kinds: ['chiller'], description: 'Replaceable core for the chiller liquid line' },
  { partNumber: 'FLT-24242-M13', name: 'Pleated filter 24×24×2 MERV 13 (case of 12)', category: 'consumable', unitCost: '118.00', stock: 3, reorderPoint: 4, vendor: HVAC, location: 'Mezzanine / Rack 4', kinds: ['air_handler'], description: 'Final filters for the Trane air handlers' },
  { partNumber: 'FILM-20-80', name: 'Stretch film 20" 80 gauge', category: 'consumable', unitCost: '32.00', stock: 48, reorderPoint: 24, vendor: FASTENAL, location: 'Packaging Store', kinds: ['packaging'], description: 'Machine film roll for the Q-300 wrapper' },
  { partNumber: 'VACTRA-2-5G', name: 'Mobil Vactra No. 2, 5 gal', category: 'consumable', unitCost: '96.50', stock: 2, reorderPoint: 2, vendor: GRAINGER, location: 'Oil Store / Rack 1', kinds: ['cnc'], description: 'Way oil for the Haas machining centers' },
  { partNumber: 'COOL-5G', name: 'Semi-synthetic coolant concentrate, 5 gal', category: 'consumable', unitCost: '142.00', stock: 4, reorderPoint: 2, vendor: GRAINGER, location: 'Oil Store / Rack 1', kinds: ['cnc'], description: 'Mix at 6–8 % for machining' },
  { partNumber: 'CT-BIO-20', name: 'Cooling tower biocide, 20 L', category: 'consumable', unitCost: '87.00', stock: 5, reorderPoint: 2, vendor: HVAC, location: 'Chemical Store', kinds: ['cooling_tower'], description: 'Non-oxidising biocide for open cooling loops' },
  { partNumber: 'GLV-NIT-L', name: 'Nitrile gloves, size L (box of 100)', category: 'general', unitCost: '14.90', stock: 40, reorderPoint: 15, vendor: FASTENAL, location: 'Aisle 6 / Shelf 1', kinds: [], description: 'Disposable, 5 mil' },
  { partNumber: 'LOTO-PL-6', name: 'Lockout padlock set (6)', category: 'general', unitCost: '72.00', stock: 5, reorderPoint: 2, vendor: FASTENAL, location: 'Tool Crib', kinds: [], description: 'Keyed-different safety padlocks with tags' },
  { partNumber: 'CT-300-BK', name: 'Cable ties 300 mm (bag of 100)', category: 'general', unitCost: '8.40', stock: 25, reorderPoint: 10, vendor: FASTENAL, location: 'Aisle 6 / Shelf 3', kinds: [], description: 'UV-resistant black nylon' },
];

const NORTHLAND = 'Northland Industrial Supply';
const KAESER = 'Kaeser Compressors Service';
const LAKESIDE = 'Lakeside Dock & Door';

// prettier-ignore
export const NORTH_PARTS: PartSpec[] = [
  { partNumber: '6.3464.1', name: 'Kaeser oil filter ASD', category: 'pneumatic', unitCost: '52.00', stock: 1, reorderPoint: 2, vendor: KAESER, location: 'Aisle A / Bin 01', kinds: ['compressor'], description: 'Oil filter for ASD 35–50' },
  { partNumber: '6.4163.0', name: 'Kaeser air filter element ASD', category: 'pneumatic', unitCost: '71.00', stock: 3, reorderPoint: 2, vendor: KAESER, location: 'Aisle A / Bin 02', kinds: ['compressor'], description: 'Intake filter for ASD 35–50' },
  { partNumber: 'S460-5G', name: 'Kaeser Sigma Fluid S-460, 5 gal', category: 'consumable', unitCost: '164.00', stock: 3, reorderPoint: 1, vendor: KAESER, location: 'Oil Cage', kinds: ['compressor'], description: 'Synthetic compressor fluid' },
  { partNumber: '96525459', name: 'Grundfos CR 32 shaft seal kit', category: 'mechanical', unitCost: '271.00', stock: 1, reorderPoint: 1, vendor: NORTHLAND, location: 'Aisle A / Bin 05', kinds: ['pump'], description: 'HQQE cartridge seal, 22 mm shaft' },
  { partNumber: '6205-2RS', name: 'Bearing SKF 6205-2RS', category: 'mechanical', unitCost: '11.60', stock: 12, reorderPoint: 6, vendor: NORTHLAND, location: 'Aisle B / Bin 01', kinds: ['conveyor'], description: 'Deep groove ball bearing, sealed' },
  { partNumber: 'HYT-R19-24', name: 'Conveyor roller 1.9" × 24" BF', category: 'mechanical', unitCost: '24.10', stock: 10, reorderPoint: 4, vendor: NORTHLAND, location: 'Aisle B / Rack 2', kinds: ['conveyor'], description: 'Galvanised roller, hex axle, for Hytrol E24' },
  { partNumber: 'QS18VP6D', name: 'Banner photo-eye QS18', category: 'electrical', unitCost: '96.00', stock: 2, reorderPoint: 1, vendor: NORTHLAND, location: 'Aisle B / Bin 07', kinds: ['conveyor'], description: 'Diffuse mode, PNP, 2 m cable' },
  { partNumber: '90915-YZZD4', name: 'Toyota engine oil filter', category: 'mechanical', unitCost: '18.90', stock: 0, reorderPoint: 2, vendor: NORTHLAND, location: 'Aisle C / Bin 02', kinds: ['forklift'], description: 'Spin-on oil filter for 4Y and K25 engines' },
  { partNumber: 'HA-2SN08-1500', name: 'Hydraulic hose assembly 1/2" 2SN 1.5 m', category: 'hydraulic', unitCost: '61.00', stock: 2, reorderPoint: 1, vendor: NORTHLAND, location: 'Aisle C / Bin 04', kinds: ['forklift', 'dock'], description: 'JIC female swivel both ends, 400 bar' },
  { partNumber: 'RH-LIP-CYL-SK', name: 'Dock leveler lip cylinder seal kit', category: 'hydraulic', unitCost: '88.00', stock: 2, reorderPoint: 1, vendor: LAKESIDE, location: 'Aisle C / Bin 06', kinds: ['dock'], description: 'Seal kit for HP2000 lip cylinder' },
  { partNumber: 'LOTO-PL-6', name: 'Lockout padlock set (6)', category: 'general', unitCost: '74.00', stock: 3, reorderPoint: 1, vendor: NORTHLAND, location: 'Tool Crib', kinds: [], description: 'Keyed-different safety padlocks with tags' },
];
