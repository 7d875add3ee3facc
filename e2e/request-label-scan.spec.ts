import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import type { RequestPortalSettings } from '../src/shared/schemas/requests';
import { ACCOUNTS } from './support/accounts';
import { apiCall, apiToken } from './support/api';
import { createAsset } from './support/assets';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { collectPageErrors } from './support/page-errors';
import { createPerson } from './support/people';
import { buildQrVideo } from './support/qr-video';
import { readQrCode } from './support/read-qr';
import { signIn } from './support/session';
import { toast } from './support/toasts';
import { unique } from './support/unique';

test("a supervisor's printed label carries the asset's request link: signed out it opens the request form, and the in-app scanner opens the equipment", async ({
  browser,
  request,
  baseURL,
}) => {
  const adminToken = await apiToken(request, ACCOUNTS.admin.email);
  let portal = await apiCall<RequestPortalSettings>(request, adminToken, 'GET', '/api/request-portal');
  if (!portal.enabled) {
    portal = await apiCall<RequestPortalSettings>(request, adminToken, 'PATCH', '/api/request-portal', {
      enabled: true,
    });
  }
  const supervisor = await createPerson(request, 'supervisor');
  const technician = await createPerson(request, 'technician');
  // An asset of this journey's own: no other journey renames it or changes its tag.
  const tag = `LBL-${unique()}`;
  const asset = await createAsset(request, supervisor, {
    name: `Label press ${tag}`,
    assetTag: tag,
    model: 'Zebra ZT411',
    description: 'Label printer of the scan journey',
  });

  // The supervisor prints the label; the QR is read from the pixels on screen, as a phone would.
  // Drawn at twice the pixels, so each of the code's modules is several pixels wide.
  const supervisorContext = await browser.newContext({ deviceScaleFactor: 2 });
  const sheet = await supervisorContext.newPage();
  await signIn(sheet, supervisor.email, supervisor.password);
  await sheet.goto(`/equipment/labels?ids=${asset.id}`);
  await expect(sheet.getByText('Scanning a label opens the request form for that equipment.')).toBeVisible();
  const qr = sheet.getByLabel('Label sheet preview').getByRole('img', { name: `QR code for ${tag}` });
  await expect(qr).toBeVisible();
  const labelUrl = `${new URL(sheet.url()).origin}/r/${portal.portalKey}/${tag}`;
  expect(await readQrCode(qr)).toBe(labelUrl);
  await supervisorContext.close();

  await test.step('signed out, the label opens the request form for that asset', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const requester = await phone.newPage();
    const errors = collectPageErrors(requester);
    await requester.goto(labelUrl);
    await expect(requester.getByRole('heading', { name: 'Report a problem', level: 1 })).toBeVisible();
    const equipment = requester.getByRole('region', { name: 'Equipment' });
    await expect(equipment.getByText(tag, { exact: true })).toBeVisible();
    await expect(equipment.getByText('Label printer of the scan journey')).toBeVisible();
    await expect(requester.getByLabel('What is wrong?')).toBeVisible();
    expect(errors).toEqual([]);
    await phone.close();
  });

  await test.step("the technician's in-app scanner reads the label and opens the equipment", async () => {
    // A browser of its own: its fake camera plays this label's code, known only now.
    const video = path.resolve(import.meta.dirname, `../test-results/fake-camera/label-${tag}.y4m`);
    mkdirSync(path.dirname(video), { recursive: true });
    writeFileSync(video, buildQrVideo(labelUrl));
    const cameraBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await cameraBrowser.newContext({ baseURL, permissions: ['camera'] });
      const page = await context.newPage();
      await signIn(page, technician.email, technician.password);
      await page.goto('/equipment');
      await page.getByRole('button', { name: 'Scan QR' }).click();
      await expect(
        toast(page, 'Equipment Found', `Linked to ${tag} - Label printer of the scan journey`),
      ).toBeVisible();
      await expect(page.getByRole('dialog', { name: `Label press ${tag}` })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/equipment\\?asset=${tag}$`));
    } finally {
      await cameraBrowser.close();
    }
  });
});
