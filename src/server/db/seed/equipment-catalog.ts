import type { ModelSpec, UnitSpec } from './types';

/** Models the plants run; several units share one so a PM template covers more than one asset. */
// One model per line reads as a table.
// prettier-ignore
export const MODELS: Record<string, ModelSpec> = {
  'Atlas Copco GA37': { manufacturer: 'Atlas Copco', kind: 'compressor', serialPrefix: 'API', warrantyYears: 5, specifications: { power: '37 kW', pressure: '7.5 bar', flow: '6.7 m³/min' } },
  'Kaeser SK 25': { manufacturer: 'Kaeser', kind: 'compressor', serialPrefix: 'KSK', warrantyYears: 2, specifications: { power: '15 kW', pressure: '8 bar', flow: '2.1 m³/min' } },
  'Kaeser ASD 40': { manufacturer: 'Kaeser', kind: 'compressor', serialPrefix: 'KAS', warrantyYears: 3, specifications: { power: '22 kW', pressure: '8.5 bar', flow: '3.6 m³/min' } },
  'Atlas Copco FD 120': { manufacturer: 'Atlas Copco', kind: 'dryer', serialPrefix: 'AFD', warrantyYears: 2, specifications: { flow: '7.2 m³/min', dewPoint: '+3 °C' } },
  'Grundfos CR 32-2': { manufacturer: 'Grundfos', kind: 'pump', serialPrefix: 'GRF', warrantyYears: 2, specifications: { power: '5.5 kW', flow: '32 m³/h', head: '38 m' } },
  'Goulds 3196 MTi': { manufacturer: 'Goulds Pumps', kind: 'pump', serialPrefix: 'GP', warrantyYears: 2, specifications: { power: '30 kW', flow: '45 m³/h', head: '95 m' } },
  'ABB ACS580': { manufacturer: 'ABB', kind: 'drive', serialPrefix: 'ABB', warrantyYears: 3, specifications: { power: '22 kW', voltage: '400 V', ipRating: 'IP21' } },
  'Haas VF-2': { manufacturer: 'Haas Automation', kind: 'cnc', serialPrefix: 'HVF', warrantyYears: 1, specifications: { travel: '762 × 406 × 508 mm', spindle: '8100 rpm', toolChanger: '20 pockets' } },
  'Haas ST-20': { manufacturer: 'Haas Automation', kind: 'cnc', serialPrefix: 'HST', warrantyYears: 1, specifications: { maxTurning: '533 mm', spindle: '4000 rpm', chuck: '210 mm' } },
  'FANUC R-2000iC/165F': { manufacturer: 'FANUC', kind: 'robot', serialPrefix: 'FR2', warrantyYears: 2, specifications: { payload: '165 kg', reach: '2655 mm', axes: '6' } },
  'FANUC M-10iD/12': { manufacturer: 'FANUC', kind: 'robot', serialPrefix: 'FM1', warrantyYears: 2, specifications: { payload: '12 kg', reach: '1441 mm', axes: '6' } },
  'Carrier 30XA-252': { manufacturer: 'Carrier', kind: 'chiller', serialPrefix: 'CAR', warrantyYears: 5, specifications: { capacity: '880 kW', refrigerant: 'R-134a', compressors: '2 × screw' } },
  'BAC Series 3000': { manufacturer: 'Baltimore Aircoil', kind: 'cooling_tower', serialPrefix: 'BAC', warrantyYears: 5, specifications: { capacity: '1.4 MW', fan: '15 kW' } },
  'Cleaver-Brooks CBEX 200': { manufacturer: 'Cleaver-Brooks', kind: 'boiler', serialPrefix: 'CB', warrantyYears: 5, specifications: { output: '200 BHP', pressure: '10 bar steam', fuel: 'natural gas' } },
  'Hytrol E24': { manufacturer: 'Hytrol', kind: 'conveyor', serialPrefix: 'HYT', warrantyYears: 2, specifications: { length: '12 m', speed: '0.5 m/s', motor: '0.75 kW' } },
  'Toyota 8FGU25': { manufacturer: 'Toyota Material Handling', kind: 'forklift', serialPrefix: 'TMH', warrantyYears: 1, specifications: { capacity: '2500 kg', liftHeight: '4.8 m', fuel: 'LPG' } },
  'Trane CSAA012': { manufacturer: 'Trane', kind: 'air_handler', serialPrefix: 'TRN', warrantyYears: 2, specifications: { airflow: '12 000 m³/h', fan: '7.5 kW' } },
  'Schuler MSP 250': { manufacturer: 'Schuler', kind: 'press', serialPrefix: 'SCH', warrantyYears: 2, specifications: { force: '250 t', stroke: '400 mm', oil: 'HLP 46, 600 L' } },
  'Dake Force 75': { manufacturer: 'Dake', kind: 'press', serialPrefix: 'DK', warrantyYears: 1, specifications: { force: '75 t', stroke: '254 mm' } },
  'Lantech Q-300': { manufacturer: 'Lantech', kind: 'packaging', serialPrefix: 'LQ', warrantyYears: 1, specifications: { loadsPerHour: '35', filmPrestretch: '250 %' } },
  'Wexxar WF30T': { manufacturer: 'Wexxar', kind: 'packaging', serialPrefix: 'WX', warrantyYears: 1, specifications: { casesPerMinute: '30', air: '6 bar' } },
  'Loveshaw LD16': { manufacturer: 'Loveshaw', kind: 'packaging', serialPrefix: 'LS', warrantyYears: 1, specifications: { casesPerMinute: '25', tape: '48 mm' } },
  'Rite-Hite HP2000': { manufacturer: 'Rite-Hite', kind: 'dock', serialPrefix: 'RH', warrantyYears: 2, specifications: { capacity: '18 t', size: '2.1 × 2.4 m' } },
};

const unit = (
  tag: string,
  name: string,
  model: string,
  area: string,
  criticality: UnitSpec['criticality'],
  installedYearsAgo: number,
  description: string,
  status: UnitSpec['status'] = 'active',
): UnitSpec => ({ tag, name, model, area, criticality, installedYearsAgo, description, status });

// One unit per line reads as an asset register.
// prettier-ignore
export const MAIN_UNITS: UnitSpec[] = [
  unit('CMP-001', 'Air Compressor 1', 'Atlas Copco GA37', 'Compressor Room', 'critical', 6.2, 'Lead oil-injected screw compressor feeding the plant air header'),
  unit('CMP-002', 'Air Compressor 2', 'Atlas Copco GA37', 'Compressor Room', 'high', 6.2, 'Lag screw compressor, sequenced with CMP-001'),
  unit('CMP-003', 'Air Compressor 3', 'Atlas Copco GA37', 'Compressor Room', 'medium', 2.4, 'Trim compressor added for the Line 2 expansion'),
  unit('CMP-004', 'Shop Compressor', 'Kaeser SK 25', 'Maintenance Shop', 'low', 14.5, 'Old shop compressor, replaced by the ring main from CMP-003', 'retired'),
  unit('DRY-001', 'Refrigerated Air Dryer', 'Atlas Copco FD 120', 'Compressor Room', 'high', 6.2, 'Dries plant air downstream of the receivers'),
  unit('PMP-001', 'Cooling Water Pump A', 'Grundfos CR 32-2', 'Utilities', 'high', 5.1, 'Duty pump of the process cooling water loop'),
  unit('PMP-002', 'Cooling Water Pump B', 'Grundfos CR 32-2', 'Utilities', 'high', 5.1, 'Standby pump of the process cooling water loop'),
  unit('PMP-003', 'Process Water Booster Pump', 'Grundfos CR 32-2', 'Line 1', 'medium', 3.7, 'Boosts wash-down water pressure on Line 1', 'maintenance'),
  unit('PMP-004', 'Boiler Feed Pump', 'Goulds 3196 MTi', 'Boiler Room', 'critical', 8.9, 'Feeds both steam boilers from the deaerator tank'),
  unit('VFD-001', 'Cooling Tower Fan Drive', 'ABB ACS580', 'Utilities', 'medium', 4.3, 'Variable-speed drive of the cooling tower fan motor'),
  unit('VFD-002', 'Conveyor C1 Main Drive', 'ABB ACS580', 'Line 1', 'medium', 4.3, 'Drive of the Line 1 infeed conveyor motor'),
  unit('VFD-003', 'AHU-1 Supply Fan Drive', 'ABB ACS580', 'Roof', 'low', 3.0, 'Drive of the production hall supply fan'),
  unit('VFD-004', 'Cooling Pump A Drive', 'ABB ACS580', 'Utilities', 'medium', 3.0, 'Drive of cooling water pump PMP-001'),
  unit('CNC-001', 'Vertical Machining Center 1', 'Haas VF-2', 'Machine Shop', 'high', 4.8, 'Machines press tooling and spare parts'),
  unit('CNC-002', 'Vertical Machining Center 2', 'Haas VF-2', 'Machine Shop', 'high', 1.9, 'Second VMC, mostly fixture work'),
  unit('CNC-003', 'CNC Lathe', 'Haas ST-20', 'Machine Shop', 'medium', 7.5, 'Turns shafts, bushings and rollers'),
  unit('ROB-001', 'Palletizing Robot Line 1', 'FANUC R-2000iC/165F', 'Packaging', 'critical', 3.4, 'Palletizes finished cases from Line 1'),
  unit('ROB-002', 'Palletizing Robot Line 2', 'FANUC R-2000iC/165F', 'Packaging', 'high', 2.1, 'Palletizes finished cases from Line 2'),
  unit('ROB-003', 'Pick-and-Place Robot', 'FANUC M-10iD/12', 'Line 2', 'medium', 2.1, 'Loads blanks into the Line 2 press'),
  unit('CHL-001', 'Process Chiller 1', 'Carrier 30XA-252', 'Utilities', 'critical', 7.0, 'Lead air-cooled chiller for process cooling'),
  unit('CHL-002', 'Process Chiller 2', 'Carrier 30XA-252', 'Utilities', 'high', 7.0, 'Lag chiller, runs in summer and on lead failure'),
  unit('CTW-001', 'Cooling Tower', 'BAC Series 3000', 'Roof', 'high', 9.3, 'Rejects heat from the hydraulic press and compressors'),
  unit('BLR-001', 'Steam Boiler 1', 'Cleaver-Brooks CBEX 200', 'Boiler Room', 'critical', 11.2, 'Lead fire-tube steam boiler for process heat'),
  unit('BLR-002', 'Steam Boiler 2', 'Cleaver-Brooks CBEX 200', 'Boiler Room', 'high', 11.2, 'Standby steam boiler'),
  unit('CNV-001', 'Line 1 Infeed Conveyor', 'Hytrol E24', 'Line 1', 'medium', 5.6, 'Live roller conveyor feeding Line 1'),
  unit('CNV-002', 'Line 2 Infeed Conveyor', 'Hytrol E24', 'Line 2', 'medium', 2.1, 'Live roller conveyor feeding Line 2'),
  unit('CNV-003', 'Packaging Accumulation Conveyor', 'Hytrol E24', 'Packaging', 'medium', 5.6, 'Zero-pressure accumulation ahead of the case sealer'),
  unit('CNV-004', 'Dock Conveyor', 'Hytrol E24', 'Shipping Dock', 'low', 8.0, 'Carries sealed cases to the shipping dock'),
  unit('FLT-001', 'Forklift 1', 'Toyota 8FGU25', 'Shipping Dock', 'medium', 3.3, 'LPG forklift for truck loading'),
  unit('FLT-002', 'Forklift 2', 'Toyota 8FGU25', 'Shipping Dock', 'medium', 3.3, 'LPG forklift for truck loading'),
  unit('FLT-003', 'Forklift 3', 'Toyota 8FGU25', 'Receiving', 'low', 6.8, 'LPG forklift for receiving and raw material moves', 'maintenance'),
  unit('AHU-001', 'Production Hall Air Handler', 'Trane CSAA012', 'Roof', 'medium', 9.3, 'Supplies tempered air to the production hall'),
  unit('AHU-002', 'Office Air Handler', 'Trane CSAA012', 'Roof', 'low', 9.3, 'Office air handler, off while the offices are refurbished', 'inactive'),
  unit('PRS-001', 'Hydraulic Press 250 t', 'Schuler MSP 250', 'Line 2', 'critical', 6.0, 'Forms the steel blanks of Line 2'),
  unit('PRS-002', 'Shop Press 75 t', 'Dake Force 75', 'Maintenance Shop', 'low', 16.0, 'Bearing press, replaced and awaiting disposal', 'retired'),
  unit('PKG-001', 'Stretch Wrapper', 'Lantech Q-300', 'Packaging', 'high', 4.0, 'Wraps the pallets coming off both palletizing robots'),
  unit('PKG-002', 'Case Erector', 'Wexxar WF30T', 'Packaging', 'medium', 4.0, 'Erects and bottom-seals shipping cases', 'inactive'),
  unit('PKG-003', 'Case Sealer', 'Loveshaw LD16', 'Packaging', 'medium', 4.0, 'Top-seals filled cases'),
];

// One unit per line reads as an asset register.
// prettier-ignore
export const NORTH_UNITS: UnitSpec[] = [
  unit('CMP-101', 'Air Compressor 1', 'Kaeser ASD 40', 'Utilities', 'high', 4.1, 'Lead compressor of the North Plant air system'),
  unit('CMP-102', 'Air Compressor 2', 'Kaeser ASD 40', 'Utilities', 'medium', 4.1, 'Lag compressor of the North Plant air system'),
  unit('PMP-101', 'Fire Water Jockey Pump', 'Grundfos CR 32-2', 'Utilities', 'critical', 6.5, 'Keeps the sprinkler main pressurised'),
  unit('PMP-102', 'Wash Bay Pump', 'Grundfos CR 32-2', 'Wash Bay', 'low', 6.5, 'Supplies the truck wash bay'),
  unit('CNV-101', 'Sortation Conveyor', 'Hytrol E24', 'Shipping Dock', 'high', 2.8, 'Sorts outbound cartons to the dock doors'),
  unit('FLT-101', 'Forklift 1', 'Toyota 8FGU25', 'Shipping Dock', 'medium', 2.2, 'LPG forklift for dock work'),
  unit('FLT-102', 'Forklift 2', 'Toyota 8FGU25', 'Shipping Dock', 'medium', 2.2, 'LPG forklift for dock work'),
  unit('DCK-101', 'Dock Leveler Door 3', 'Rite-Hite HP2000', 'Shipping Dock', 'medium', 7.4, 'Hydraulic dock leveler at door 3', 'maintenance'),
];
