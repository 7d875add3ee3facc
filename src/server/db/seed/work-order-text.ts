import type { EquipmentKind, Issue } from './types';

// One fault per line keeps the list scannable.
// prettier-ignore
export const CORRECTIVE_ISSUES: Record<EquipmentKind, Issue[]> = {
  compressor: [
    { text: 'Compressor {tag} tripping on high discharge temperature; check cooler and oil level', hours: 2.5, fix: 'Cooler fins blocked with dust; cleaned cooler and topped up oil. Discharge now 82 °C.' },
    { text: 'Compressor {tag} not loading, plant air pressure sagging to 5.8 bar during second shift', hours: 3, fix: 'Inlet valve solenoid coil open-circuit; replaced coil, loads normally.' },
    { text: 'Oil carry-over at the {tag} receiver drain, separator differential pressure high', hours: 4, fix: 'Scavenge line restrictor blocked; cleaned and replaced O-ring. Carry-over stopped.' },
  ],
  dryer: [
    { text: 'Dew point alarm on {tag}, water found in the Line 2 air drops', hours: 2, fix: 'Condensate drain stuck closed; replaced drain valve kit and drained receivers.' },
  ],
  pump: [
    { text: 'Pump {tag} mechanical seal leaking, puddle under the base plate', hours: 3.5, fix: 'Replaced shaft seal cartridge and coupling insert; no leak at duty pressure.' },
    { text: 'High vibration on pump {tag} motor, reading 7.1 mm/s at the drive-end bearing', hours: 3, fix: 'Coupling misaligned after last seal job; realigned with laser tool, now 1.8 mm/s.' },
    { text: 'Pump {tag} running but discharge pressure 1.5 bar below normal', hours: 2, fix: 'Suction strainer half blocked with scale; cleaned strainer, pressure back to normal.' },
  ],
  drive: [
    { text: 'Drive {tag} faulting with 2310 overcurrent on start', hours: 2, fix: 'Motor cable insulation damaged at the gland; re-terminated cable, megger test passed.' },
    { text: 'Drive {tag} cooling fan noisy, heatsink running hot (A2BA alarm)', hours: 1, fix: 'Replaced cooling fan and cleaned heatsink.' },
  ],
  cnc: [
    { text: '{tag} spindle warm-up alarm and noise above 6000 rpm', hours: 4, fix: 'Spindle drawbar belleville stack worn; Haas service replaced it. Noise gone.' },
    { text: '{tag} Y-axis not homing, alarm 102 servos off', hours: 2.5, fix: 'Y-axis home switch cable chafed; replaced home switch and re-routed cable.' },
    { text: 'Way lube low alarm keeps returning on {tag} after refill', hours: 1.5, fix: 'Cracked lube line at the Y-axis junction block; replaced line and metering unit.' },
  ],
  robot: [
    { text: 'Robot {tag} SRVO-050 collision detect alarms on the pick-up position', hours: 3, fix: 'Gripper vacuum cup torn, payload slipping; replaced cups and re-taught pick position.' },
    { text: '{tag} gripper not releasing cases, valve stuck intermittently', hours: 1.5, fix: 'Replaced 5/2 solenoid valve on the gripper manifold.' },
  ],
  chiller: [
    { text: 'Chiller {tag} high condensing pressure alarm in the afternoon heat', hours: 3, fix: 'Condenser fan 3 contactor burnt; replaced contactor and cleaned coils.' },
    { text: 'Chiller {tag} supply temperature drifting 3 K above set point', hours: 4, fix: 'Low refrigerant charge on circuit B; contractor found and brazed a leak, recharged.' },
  ],
  cooling_tower: [
    { text: 'Cooling tower {tag} fan belt squealing on start-up', hours: 1.5, fix: 'Replaced worn V-belts and re-tensioned.' },
    { text: 'Basin level low on {tag}, make-up valve not opening', hours: 2, fix: 'Float valve arm seized; freed and adjusted float.' },
  ],
  boiler: [
    { text: 'Boiler {tag} flame failure lockout on low fire, resets then trips again', hours: 3, fix: 'Flame scanner lens sooted; cleaned scanner and adjusted the pilot.' },
    { text: 'Steam pressure on {tag} cycling ±1 bar, modulation hunting', hours: 2.5, fix: 'Pressure transmitter drifting; replaced transmitter and re-tuned the loop.' },
  ],
  conveyor: [
    { text: 'Conveyor {tag} stopping intermittently, photo-eye at the merge not detecting cases', hours: 1.5, fix: 'Photo-eye misaligned and lens dirty; replaced sensor and aligned.' },
    { text: 'Several seized rollers on {tag} zone 4, cases skewing', hours: 2, fix: 'Replaced seized rollers and bearings in zone 4.' },
    { text: 'Drive chain on {tag} jumping the sprocket under load', hours: 2.5, fix: 'Chain stretched beyond 3 %; replaced chain and tensioned.' },
  ],
  forklift: [
    { text: 'Forklift {tag} hydraulic leak at the tilt cylinder, oil on the dock floor', hours: 2, fix: 'Replaced the tilt cylinder hose and cleaned the spill.' },
    { text: 'Forklift {tag} brakes pulling to the left, failed pre-shift check', hours: 2.5, fix: 'Replaced front brake shoes and adjusted.' },
    { text: 'Forklift {tag} drive tire chunking, unsafe to operate', hours: 1.5, fix: 'Pressed on a new drive tire.' },
  ],
  air_handler: [
    { text: 'Air handler {tag} filter differential pressure high, hall getting stuffy', hours: 1, fix: 'Replaced final filters (one case).' },
    { text: 'Supply fan bearing noise on {tag}', hours: 3, fix: 'Replaced both fan bearings and belt.' },
  ],
  press: [
    { text: 'Press {tag} slow on the return stroke, hydraulic oil at 62 °C', hours: 3, fix: 'Return filter bypassing; replaced filter and checked cooler flow.' },
    { text: 'Hydraulic weep at the {tag} main cylinder manifold', hours: 2.5, fix: 'Replaced manifold O-rings and re-torqued flange bolts.' },
    { text: 'Light curtain on {tag} faulting, press stops mid-cycle', hours: 1.5, fix: 'Receiver connector corroded; replaced connector and tested muting.' },
  ],
  packaging: [
    { text: 'Stretch wrapper {tag} film breaking at the pre-stretch rollers', hours: 1.5, fix: 'Pre-stretch roller coating worn; cleaned and adjusted film tension.' },
    { text: '{tag} tape not cutting cleanly, cases leaving with tails', hours: 1, fix: 'Replaced the cut-off blade and adjusted the wipe-down roller.' },
    { text: 'Carriage belt on {tag} frayed, carriage jerking', hours: 2, fix: 'Replaced timing belt and re-tensioned.' },
  ],
  dock: [
    { text: 'Dock leveler {tag} lip not extending, hydraulic pump runs', hours: 3, fix: 'Lip cylinder seals blown; resealed cylinder.' },
    { text: 'Dock leveler {tag} deck drifting down when unloaded', hours: 2, fix: 'Check valve contaminated; flushed and replaced hose.' },
  ],
};

// prettier-ignore
export const EMERGENCY_ISSUES: Partial<Record<EquipmentKind, Issue[]>> = {
  compressor: [{ text: 'EMERGENCY: {tag} shut down on element temperature, plant air below 5 bar and lines stopping', hours: 3, fix: 'Thermostatic valve stuck; replaced valve element and restarted. Air restored.' }],
  pump: [{ text: 'EMERGENCY: {tag} seal failed, water spraying onto the MCC; pump isolated', hours: 4, fix: 'Replaced shaft seal and dried out the MCC bucket; insulation test passed.' }],
  boiler: [{ text: 'EMERGENCY: {tag} low-water cutoff tripped, boiler locked out and no process steam', hours: 3.5, fix: 'Feed pump check valve stuck open; replaced check valve, level control tested.' }],
  chiller: [{ text: 'EMERGENCY: {tag} tripped on low suction pressure, press hydraulics overheating', hours: 4, fix: 'Expansion valve failed; contractor replaced EXV and recharged.' }],
  robot: [{ text: 'EMERGENCY: {tag} dropped a pallet layer, cell locked out pending inspection', hours: 3, fix: 'Gripper cylinder fitting pulled out; replaced fitting and re-verified payload settings.' }],
  press: [{ text: 'EMERGENCY: hydraulic hose burst on {tag}, oil spill, press locked out', hours: 3, fix: 'Replaced hose assembly, cleaned spill, replenished oil and tested at full tonnage.' }],
  conveyor: [{ text: 'EMERGENCY: {tag} motor seized, Line stopped, product backing up', hours: 2.5, fix: 'Replaced drive motor and contactor; conveyor back in service.' }],
  forklift: [{ text: 'EMERGENCY: {tag} service brake failure on the ramp, truck tagged out', hours: 2.5, fix: 'Brake master cylinder leaking; replaced and bled the brakes.' }],
};

/** Steps every emergency job follows, so the technician's safety trail is on record. */
export const EMERGENCY_CHECKLIST = [
  'Apply lockout/tagout and verify zero energy',
  'Identify and record the root cause',
  'Repair and test run under load',
  'Remove locks and hand back to production',
];

export const fillTag = (text: string, tag: string) => text.replaceAll('{tag}', tag);
