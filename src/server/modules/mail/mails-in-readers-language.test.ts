import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../shared/schemas/mail';
import type { RequestPortalSettings } from '../../../shared/schemas/requests';
import { notificationPreferences, workRequests } from '../../db/schema';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  admin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token, tenant.main.id);
  // Both triage requests and asked to be mailed new ones; the admin reads German.
  await t.db.insert(notificationPreferences).values(
    [tenant.admin.id, tenant.supervisor.id].map((userId) => ({
      userId,
      notificationType: 'request_new_mail',
      enabled: true,
    })),
  );
  const language = await t.app.inject({
    method: 'PUT',
    url: '/api/profiles/me/language',
    headers: admin,
    payload: { locale: 'de' },
  });
  expect(language.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('mails in the recipient’s language (issue 29 §2)', () => {
  it('words a new request’s mail for each triager: German for the one who reads German, English unchanged', async () => {
    const portal = await t.app.inject({ url: '/api/request-portal', headers: admin });
    const { portalKey } = portal.json<RequestPortalSettings>();
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/public/portal/${portalKey}/requests`,
      payload: { description: 'Conveyor 3 {belt} slips', stoppingWork: true, location: 'Hall 2' },
      remoteAddress: '192.0.2.91',
    });
    expect(submitted.statusCode).toBe(201);

    const log = await t.app.inject({ url: '/api/admin/mail', headers: admin });
    expect(log.statusCode).toBe(200);
    const mails = log.json<MailMessage[]>().filter((m) => m.kind === 'request.new');
    const to = (address: string) => mails.find((m) => m.toAddress === address);
    const [{ number } = { number: '' }] = await t.db
      .select({ number: workRequests.number })
      .from(workRequests);
    expect(number).toMatch(/^R-\d{4}-\d{6}$/);

    expect(to(tenant.supervisor.email)).toMatchObject({
      subject: `New work request ${number}: stopping work`,
      body: [
        `A new work request ${number} came in through the request portal.`,
        '',
        'Where: Hall 2',
        'Stopping work: yes',
        '',
        'Conveyor 3 {belt} slips',
        '',
        'Open Requests in Fieldwork to approve, reject or merge it.',
      ].join('\n'),
    });
    expect(to(tenant.admin.email)).toMatchObject({
      subject: `Neue Arbeitsanfrage ${number}: Arbeit steht still`,
      body: [
        `Über das Anfrageportal ist die neue Arbeitsanfrage ${number} eingegangen.`,
        '',
        'Wo: Hall 2',
        'Arbeit steht still: ja',
        '',
        'Conveyor 3 {belt} slips',
        '',
        'Öffnen Sie Anfragen in Fieldwork, um sie anzunehmen, abzulehnen oder zusammenzuführen.',
      ].join('\n'),
    });
  });
});
