import PDFDocument from 'pdfkit';
import { SOURCE_LOCALE, type Locale } from '../../../shared/locales';
import { amountInWords } from '../../../shared/money-words';
import type { PurchaseOrder } from '../../../shared/schemas/purchasing';
import { wordServerText, type ServerTextKey, type ServerTextParams } from '../../i18n/server-text';

/** Lines on each A4 page (issue 27 §6): the header, the table and the totals fit with room for notes. */
export const LINES_PER_PAGE = 25;

/** What the document says besides the order itself. */
export interface DocumentContext {
  vendor: {
    name: string;
    contactPerson: string | null;
    address: string | null;
    email: string | null;
    phone: string | null;
  };
  shipTo: string;
  timeZone: string;
  /** The language of the person printing or sending it (issue 29 §2; null: English). */
  locale: Locale | null;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const ROW = 17;
const INK = '#111827';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/** Columns of the line table: x and width in points, and how the cell aligns. */
const COLUMNS = [
  { key: 'position', x: MARGIN, width: 22, align: 'right' },
  { key: 'partNumber', x: MARGIN + 30, width: 86, align: 'left' },
  { key: 'vendorPartNumber', x: MARGIN + 120, width: 78, align: 'left' },
  { key: 'partName', x: MARGIN + 202, width: 150, align: 'left' },
  { key: 'quantity', x: MARGIN + 356, width: 44, align: 'right' },
  { key: 'unitPrice', x: MARGIN + 404, width: 52, align: 'right' },
  { key: 'lineTotal', x: MARGIN + 460, width: 51, align: 'right' },
] as const;

/** The document's words, dates and figures in one language. */
export interface Wording {
  say: (key: ServerTextKey, params?: ServerTextParams) => string;
  day: (at: string | null) => string;
  amount: (value: number | string) => string;
  count: (value: number) => string;
}

export function wordingFor(locale: Locale | null, timeZone: string): Wording {
  const language = locale ?? SOURCE_LOCALE;
  // English keeps the figures and dates it always printed (1,234.50; 5 Nov 2026).
  const english = language === SOURCE_LOCALE;
  const figures = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    say: (key, params) => wordServerText({ key, ...(params ? { params } : {}) }, language),
    day: (at) => {
      if (!at) return '—';
      const instant = /^\d{4}-\d{2}-\d{2}$/.test(at) ? new Date(`${at}T12:00:00Z`) : new Date(at);
      return instant.toLocaleDateString(english ? 'en-GB' : language, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone,
      });
    },
    amount: (value) => (english ? amountInWords(value) : figures.format(Number(value))),
    count: (value) => value.toLocaleString(english ? 'en-US' : language),
  };
}

type Doc = InstanceType<typeof PDFDocument>;

function header(doc: Doc, order: PurchaseOrder, context: DocumentContext, words: Wording) {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(words.say('poDocument.title'), MARGIN, MARGIN);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(order.number, MARGIN, MARGIN + 4, {
      width: A4.width - 2 * MARGIN,
      align: 'right',
    });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(
    words.say('poDocument.dated', {
      status: order.status,
      day: words.day(order.orderedAt ?? order.approvedAt ?? order.createdAt),
    }),
    MARGIN,
    MARGIN + 22,
    { width: A4.width - 2 * MARGIN, align: 'right' },
  );

  const top = MARGIN + 48;
  const half = (A4.width - 2 * MARGIN - 20) / 2;
  const block = (title: string, lines: string[], x: number) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(MUTED)
      .text(title.toUpperCase(), x, top, { width: half });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(lines.join('\n'), x, top + 13, { width: half, height: 80 });
  };
  const { vendor } = context;
  block(
    words.say('poDocument.vendor'),
    [
      vendor.name,
      ...(vendor.contactPerson ? [words.say('poDocument.attention', { name: vendor.contactPerson })] : []),
      ...(vendor.address ? [vendor.address] : []),
      ...[vendor.email, vendor.phone].filter((v): v is string => Boolean(v)),
    ],
    MARGIN,
  );
  block(
    words.say('poDocument.shipTo'),
    [
      context.shipTo,
      words.say('poDocument.deliveryExpected', { day: words.day(order.expectedDate) }),
      words.say('poDocument.currency', { currency: order.currency }),
    ],
    MARGIN + half + 20,
  );
  return top + 100;
}

function tableHead(doc: Doc, y: number, words: Wording) {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
  for (const column of COLUMNS) {
    const title = column.key === 'position' ? '#' : words.say(`poDocument.column.${column.key}`);
    doc.text(title, column.x, y, { width: column.width, align: column.align });
  }
  doc
    .moveTo(MARGIN, y + 12)
    .lineTo(A4.width - MARGIN, y + 12)
    .strokeColor(RULE)
    .lineWidth(0.8)
    .stroke();
  return y + 17;
}

function lineRow(doc: Doc, line: PurchaseOrder['lines'][number], y: number, words: Wording) {
  const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
    position: String(line.position),
    partNumber: line.partNumber,
    vendorPartNumber: line.vendorPartNumber ?? '',
    partName: line.partName,
    quantity: words.count(line.quantity),
    unitPrice: words.amount(line.unitPrice),
    lineTotal: words.amount(line.lineTotal),
  };
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  for (const column of COLUMNS) {
    doc.text(cells[column.key], column.x, y, {
      width: column.width,
      align: column.align,
      height: ROW - 4,
      lineBreak: false,
      ellipsis: true,
    });
  }
  doc
    .moveTo(MARGIN, y + ROW - 5)
    .lineTo(A4.width - MARGIN, y + ROW - 5)
    .strokeColor('#eef0f3')
    .lineWidth(0.5)
    .stroke();
}

function totals(doc: Doc, order: PurchaseOrder, y: number, words: Wording) {
  const right = { width: 200, align: 'right' as const };
  const x = A4.width - MARGIN - 200;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(
      words.say('poDocument.total', { amount: words.amount(order.total), currency: order.currency }),
      x,
      y + 6,
      right,
    );
  let next = y + 36;
  if (order.notes) {
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(MUTED)
      .text(words.say('poDocument.notes').toUpperCase(), MARGIN, next);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(order.notes, MARGIN, next + 12, {
        width: A4.width - 2 * MARGIN,
        height: 60,
        ellipsis: true,
      });
    next += 80;
  }
  const approval = order.approvedByName
    ? words.say('poDocument.approvedBy', { name: order.approvedByName, day: words.day(order.approvedAt) })
    : words.say('poDocument.notApproved');
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(approval, MARGIN, next);
}

function footer(doc: Doc, order: PurchaseOrder, page: number, pages: number, words: Wording) {
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text(words.say('poDocument.page', { number: order.number, page, pages }), MARGIN, A4.height - MARGIN, {
    width: A4.width - 2 * MARGIN,
    align: 'right',
    lineBreak: false,
  });
}

/**
 * The purchase order as a vendor receives it (issue 27 §6): vendor and ship-to, the lines 25 to an
 * A4 page with the header repeated, the total, notes and who approved it, in the language of the
 * person printing or sending it (the vendor's staff read the plant's). Helvetica's Latin
 * characters only (the PDF standard fonts); names in other scripts print as their closest Latin
 * letters until the catalogue work embeds a font.
 */
export function renderPurchaseOrder(order: PurchaseOrder, context: DocumentContext): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    // The footer sits in the bottom margin: a narrow one there keeps it from starting a new page.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 16 },
    autoFirstPage: false,
    info: { Title: `${order.number} ${context.vendor.name}`, Author: context.shipTo, Creator: 'Fieldwork' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pages = Math.max(1, Math.ceil(order.lines.length / LINES_PER_PAGE));
  const words = wordingFor(context.locale, context.timeZone);
  for (let page = 0; page < pages; page += 1) {
    doc.addPage();
    let y = tableHead(doc, header(doc, order, context, words), words);
    for (const line of order.lines.slice(page * LINES_PER_PAGE, (page + 1) * LINES_PER_PAGE)) {
      lineRow(doc, line, y, words);
      y += ROW;
    }
    if (page === pages - 1) totals(doc, order, y, words);
    footer(doc, order, page + 1, pages, words);
  }
  doc.end();
  return done;
}
