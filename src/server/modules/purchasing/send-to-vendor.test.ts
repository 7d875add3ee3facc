import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrder } from '../../../shared/schemas/purchasing';
import { mailMessages, vendors } from '../../db/schema';
import { buildPart, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { pdfPageTexts } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startFakeSmtpServer, type ReceivedMail } from '../mail/fake-smtp-server';

const FROM = 'Fieldwork <noreply@plant.example>';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url(), MAIL_FROM: FROM } });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** An approved order of one line from a vendor with this address. */
async function approvedOrder(email: string | null) {
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  const [vendor] = await t.db
    .insert(vendors)
    .values({
      ...scope,
      name: `Hydraulik Nord ${email ?? 'without mail'}`,
      contactPerson: 'Jonas Berg',
      email,
    })
    .returning();
  const part = await buildPart(t.db, { ...scope, name: 'Seal kit HK-40' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/purchase-orders',
    headers: sup,
    payload: { vendorId: vendor!.id, lines: [{ partId: part.id, quantity: 4, unitPrice: '38.20' }] },
  });
  const order = created.json<PurchaseOrder>();
  await t.app.inject({ method: 'POST', url: `/api/purchase-orders/${order.id}/submit`, headers: sup });
  return order;
}

/** The attachment of a received multipart mail with this content type, decoded. */
function attachment(mail: ReceivedMail, contentType: string): { name: string; bytes: Buffer } {
  const boundary = /boundary="?([^";]+)"?/.exec(mail.headers['content-type'] ?? '')?.[1];
  if (!boundary) throw new Error('the mail is not multipart');
  for (const part of mail.body.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
    if (!head.toLowerCase().includes(`content-type: ${contentType}`)) continue;
    const name = /filename="?([^";\r\n]+)"?/.exec(head)?.[1] ?? '';
    return { name, bytes: Buffer.from(part.slice(split + 4).replace(/\s+/g, ''), 'base64') };
  }
  throw new Error(`no ${contentType} part`);
}

describe('send to vendor', () => {
  it('marks the approved order ordered and mails it to the vendor with its PDF', async () => {
    const order = await approvedOrder('orders@hydraulik.example');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/purchase-orders/${order.id}/send`,
      headers: sup,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'ordered', orderedAt: expect.any(String) });

    // Mails are due from their insert (the database's time): the test clock goes a little past it.
    t.clock.set(new Date(Date.now() + 60_000));
    expect((await t.app.services.mail.deliverDue()).sent).toBe(1);
    const [mail] = smtp.received.filter((m) => m.envelopeTo.includes('orders@hydraulik.example'));
    expect(mail?.headers.subject).toBe(`Purchase order ${order.number} from Main Plant`);
    const pdf = attachment(mail!, 'application/pdf');
    expect(pdf.name).toBe(`${order.number}.pdf`);
    const [page] = await pdfPageTexts(pdf.bytes);
    expect(page).toContain(order.number);
    expect(page).toContain('Ordered');
    expect(page).toContain('Seal kit HK-40');
    expect(page).toContain('Total 152.80 USD');
    const [row] = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, 'orders@hydraulik.example'));
    expect(row).toMatchObject({ kind: 'purchase_order.sent', state: 'sent' });
    expect(row?.body).toContain(
      `Dear Jonas Berg,\n\nplease find attached our purchase order ${order.number}`,
    );

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/purchase-orders/${order.id}/send`,
      headers: sup,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only an approved order can be marked ordered: the order is ordered');
  });

  it('says what to do when the vendor has no e-mail address', async () => {
    const order = await approvedOrder(null);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/purchase-orders/${order.id}/send`,
      headers: sup,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Hydraulik Nord without mail has no e-mail address: add one to the vendor, or send the printed order and mark it ordered',
    );
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/purchase-orders/${order.id}`,
      headers: sup,
    });
    expect(still.json().status).toBe('approved');
  });
});
