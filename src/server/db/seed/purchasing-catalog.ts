import type { PurchasingSpec } from './types';

/*
 * Main Plant's buying over the last five months: mostly delivered in full (some late, one in
 * two deliveries), one partly delivered, two with the vendor (one overdue), one waiting for a
 * manager's approval, one approved, one draft and one cancelled. The open ones cover four of
 * the parts that are short today; the other five stay on the reorder list.
 */
// One order per line reads as the purchasing log.
// prettier-ignore
export const MAIN_PURCHASING: PurchasingSpec = {
  alternates: [
    { partNumber: '6205-2RS', vendor: 'Applied Industrial Technologies' },
    { partNumber: 'HLP46-208', vendor: 'Fastenal Plant Store' },
    { partNumber: 'GATES-B68', vendor: 'Motion Industries' },
    { partNumber: 'AF38-30-00-13', vendor: 'Motion Industries' },
    { partNumber: 'GLV-NIT-L', vendor: 'Grainger Industrial Supply' },
  ],
  orders: [
    { createdDaysAgo: 148, status: 'received', lines: [{ partNumber: '6205-2RS', quantity: 20 }, { partNumber: 'HYT-R19-24', quantity: 10 }] },
    { createdDaysAgo: 135, status: 'received', late: true, lines: [{ partNumber: '1613740800', quantity: 4 }, { partNumber: '2901-0521-00', quantity: 2 }, { partNumber: 'FD120-DRN-KIT', quantity: 1 }] },
    { createdDaysAgo: 121, status: 'received', lines: [{ partNumber: 'GLV-NIT-L', quantity: 20 }, { partNumber: 'CT-300-BK', quantity: 10 }, { partNumber: 'FILM-20-80', quantity: 24 }, { partNumber: 'LPJ-30SP', quantity: 12 }] },
    { createdDaysAgo: 104, status: 'received', lines: [{ partNumber: 'HLP46-208', quantity: 1 }, { partNumber: 'TIRE-21X8-9', quantity: 2 }] },
    { createdDaysAgo: 77, status: 'received', split: true, lines: [{ partNumber: 'IGS232', quantity: 4 }, { partNumber: 'AF38-30-00-13', quantity: 3 }, { partNumber: 'TC-K-300', quantity: 4 }] },
    { createdDaysAgo: 60, status: 'cancelled', lines: [{ partNumber: '3AXD50000038', quantity: 1 }] },
    { createdDaysAgo: 48, status: 'received', late: true, lines: [{ partNumber: '6309-2Z/C3', quantity: 4 }, { partNumber: 'HTD-8M-1200', quantity: 2 }] },
    { createdDaysAgo: 33, status: 'received', lines: [{ partNumber: 'CT-BIO-20', quantity: 3 }, { partNumber: 'RCW-48', quantity: 2 }] },
    { createdDaysAgo: 26, status: 'partially_received', lines: [{ partNumber: 'HF6553', quantity: 4, received: 2 }, { partNumber: 'CQ2B50-PS', quantity: 6, received: 6 }, { partNumber: 'HA-2SN08-1500', quantity: 4, received: 0 }] },
    { createdDaysAgo: 21, status: 'ordered', lines: [{ partNumber: '1613610590', quantity: 6 }] },
    { createdDaysAgo: 9, status: 'submitted', lines: [{ partNumber: 'VIGO-RE0-16', quantity: 2 }, { partNumber: 'A60L-0001-0290', quantity: 10 }] },
    { createdDaysAgo: 5, status: 'approved', lines: [{ partNumber: 'VACTRA-2-5G', quantity: 2 }, { partNumber: '67501-23320-71', quantity: 2 }] },
    { createdDaysAgo: 2, status: 'ordered', lines: [{ partNumber: 'HYT-40-10FT', quantity: 2 }] },
    { createdDaysAgo: 1, status: 'draft', lines: [{ partNumber: 'FLT-24242-M13', quantity: 2 }] },
  ],
};
