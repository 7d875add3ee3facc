import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { cleanupJob } from '../../jobs/cleanup.job';
import { buildEquipment, buildTenant, buildUser } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { multipart, storedZip } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { blankPng } from '../../test/blank-png';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;
let otherTech: Record<string, string>;
let manager: Record<string, string>;
let northTech: Record<string, string>;
let orderId: string;
let png: Buffer;

const SUPPORTED = 'Supported types: JPEG, PNG, GIF, PDF, MP3, MP4, DOC, DOCX';

function upload(
  headers: Record<string, string>,
  file: { name: string; bytes: Buffer; type?: string },
  context: object = { workOrderId: orderId },
  url = '/api/upload',
) {
  const body = multipart([
    { name: 'context', value: JSON.stringify(context) },
    { name: 'file', fileName: file.name, type: file.type ?? 'application/octet-stream', bytes: file.bytes },
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
  northTech = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
  const other = await buildUser(t.db, { organizationId: tenant.org.id, warehouseIds: [tenant.main.id] });
  otherTech = bearer((await login(t.app, other.email, other.password)).token);
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/work-orders',
    headers: sup,
    payload: {
      foNumber: 'WO-2026-001',
      description: 'Photo of the leaking seal',
      assignedTo: tenant.technician.id,
    },
  });
  orderId = order.json().id;
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

describe('uploading', () => {
  it('stores a photo with a server-made 200 px thumbnail, and gives the bytes back untouched', async () => {
    const response = await upload(tech, { name: 'seal photo.png', bytes: png, type: 'image/png' });
    expect(response.statusCode).toBe(201);
    const attachment = response.json();
    expect(attachment).toMatchObject({
      fileName: 'seal photo.png',
      fileSize: png.length,
      fileType: 'image/png',
      workOrderId: orderId,
      uploadedBy: tenant.technician.id,
      fileUrl: `/api/attachments/${attachment.id}/file`,
      thumbnailUrl: `/api/attachments/${attachment.id}/thumbnail`,
    });

    const file = await t.app.inject({ url: attachment.fileUrl, headers: tech });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, png)).toBe(0);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="seal photo.png"; filename*=UTF-8''seal%20photo.png`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const thumb = await t.app.inject({ url: attachment.thumbnailUrl, headers: tech });
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 150]);

    const list = await t.app.inject({ url: `/api/attachments?workOrderId=${orderId}`, headers: tech });
    expect(list.json().map((a: { id: string }) => a.id)).toContain(attachment.id);
    const timeline = (
      await t.app.inject({ url: `/api/work-orders/${orderId}/history`, headers: tech })
    ).json();
    expect(
      timeline.some(
        (e: { title: string; detail: string }) =>
          e.title === 'Attachment added' && e.detail === 'seal photo.png',
      ),
    ).toBe(true);
  });

  it('accepts every listed type, checked from the content', async () => {
    const jpeg = await sharp(png).jpeg().toBuffer();
    const samples = [
      { name: 'a.jpg', bytes: jpeg, expected: 'image/jpeg' },
      { name: 'a.gif', bytes: await sharp(png).gif().toBuffer(), expected: 'image/gif' },
      {
        name: 'manual.pdf',
        bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
        expected: 'application/pdf',
      },
      {
        name: 'noise.mp3',
        // An ID3v2 tag followed by an MPEG-1 Layer III frame header.
        bytes: Buffer.concat([
          Buffer.from('ID3'),
          Buffer.from([3, 0, 0, 0, 0, 0, 0]),
          Buffer.from([0xff, 0xfb, 0x90, 0x64]),
          Buffer.alloc(512),
        ]),
        expected: 'audio/mpeg',
      },
      {
        name: 'clip.mp4',
        bytes: Buffer.concat([
          Buffer.from([0, 0, 0, 0x18]),
          Buffer.from('ftypmp42'),
          Buffer.from([0, 0, 0, 0]),
          Buffer.from('mp42isom'),
          Buffer.alloc(32),
        ]),
        expected: 'video/mp4',
      },
      {
        name: 'old.doc',
        bytes: Buffer.concat([
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          Buffer.alloc(1024),
        ]),
        expected: 'application/msword',
      },
      {
        name: 'report.docx',
        bytes: storedZip({
          '[Content_Types].xml':
            '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
          'word/document.xml': '<w:document/>',
        }),
        expected: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ];
    for (const sample of samples) {
      const response = await upload(tech, sample);
      expect(
        `${sample.name} → ${response.statusCode} ${response.json().fileType ?? response.json().message}`,
      ).toBe(`${sample.name} → 201 ${sample.expected}`);
    }
  });

  it('refuses what the spec refuses, with its exact messages', async () => {
    const cases: Array<[string, Parameters<typeof upload>[1], number, string]> = [
      [
        'a text file named .png',
        { name: 'photo.png', bytes: Buffer.from('just some text, not an image'), type: 'image/png' },
        415,
        `File type text/plain is not allowed. ${SUPPORTED}`,
      ],
      [
        'an executable',
        { name: 'tool.pdf', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) },
        415,
        `File type application/x-msdownload is not allowed. ${SUPPORTED}`,
      ],
      [
        'a file over 5 MB',
        { name: 'big.png', bytes: Buffer.alloc(5 * 1024 * 1024 + 1) },
        413,
        'File size exceeds 5MB limit',
      ],
      [
        'a 256-character name',
        { name: `${'a'.repeat(252)}.png`, bytes: png },
        400,
        'File name is too long (max 255 characters)',
      ],
      [
        'a name with ..',
        { name: 'report..final.png', bytes: png },
        400,
        'File name contains invalid characters',
      ],
      ['a name with <>', { name: 'bad<name>.png', bytes: png }, 400, 'File name contains invalid characters'],
      [
        'a reserved device name',
        { name: 'CON.png', bytes: png },
        400,
        'File name contains invalid characters',
      ],
      ['an empty file', { name: 'empty.pdf', bytes: Buffer.alloc(0) }, 400, 'The file is empty'],
    ];
    for (const [label, file, status, message] of cases) {
      const response = await upload(tech, file);
      expect(`${label}: ${response.statusCode} ${response.json().message}`).toBe(
        `${label}: ${status} ${message}`,
      );
    }
  });

  it('answers its refusals with their code, params and the English message (ADR 65)', async () => {
    const twoRecords = await upload(
      tech,
      { name: 'x.png', bytes: png },
      { workOrderId: orderId, vendorId: orderId },
    );
    expect(twoRecords.statusCode).toBe(400);
    expect(twoRecords.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'attachment.oneRecord',
      message: 'Attach a file to one record at a time',
      details: [
        { path: 'context', code: 'attachment.oneRecord', message: 'Attach a file to one record at a time' },
      ],
    });
    const longName = await upload(tech, { name: `${'a'.repeat(252)}.png`, bytes: png });
    const tooLong = {
      code: 'attachment.nameTooLong',
      params: { max: 255 },
      message: 'File name is too long (max 255 characters)',
    };
    expect(longName.json()).toEqual({
      error: 'VALIDATION_FAILED',
      ...tooLong,
      details: [{ path: 'file', ...tooLong }],
    });
    const text = await upload(tech, {
      name: 'photo.png',
      bytes: Buffer.from('only text'),
      type: 'image/png',
    });
    expect(text.json()).toMatchObject({
      code: 'attachment.typeNotAllowed',
      params: { type: 'text/plain', types: 'JPEG, PNG, GIF, PDF, MP3, MP4, DOC, DOCX' },
      message: `File type text/plain is not allowed. ${SUPPORTED}`,
    });
    const notJson = multipart([
      { name: 'context', value: '{workOrderId' },
      { name: 'file', fileName: 'x.png', type: 'image/png', bytes: png },
    ]);
    const badContext = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...tech, ...notJson.headers },
      payload: notJson.payload,
    });
    expect(badContext.json()).toMatchObject({
      code: 'attachment.contextJson',
      params: { example: '{"workOrderId":"…"}' },
      message: 'context must be JSON, e.g. {"workOrderId":"…"}',
    });
  });

  it('takes form data at /api/attachments the same way', async () => {
    const body = multipart([
      { name: 'workOrderId', value: orderId },
      { name: 'file', fileName: 'form.png', type: 'image/png', bytes: png },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attachments',
      headers: { ...tech, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().workOrderId).toBe(orderId);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/attachments',
      headers: tech,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
  });
});

describe('image bombs', () => {
  const tooLarge = {
    error: 'PAYLOAD_TOO_LARGE',
    code: 'attachment.imageTooLarge',
    params: { megapixels: 50 },
    message: 'The image is too large: at most 50 megapixels',
  };
  const storedCount = async () => (await t.db.select({ id: attachments.id }).from(attachments)).length;

  it('refuses a small file that decodes to more than 50 megapixels (413) and stores nothing', async () => {
    const bomb = blankPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const before = await storedCount();
    for (const url of ['/api/upload', '/api/attachments']) {
      const response = await upload(
        tech,
        { name: 'bomb.png', bytes: bomb, type: 'image/png' },
        undefined,
        url,
      );
      expect(`${url}: ${response.statusCode}`).toBe(`${url}: 413`);
      expect(response.json()).toEqual(tooLarge);
    }
    expect(await storedCount()).toBe(before);
  });

  it('takes an image of exactly 50 megapixels, with its thumbnail, and refuses one row more', async () => {
    const atLimit = await upload(tech, { name: 'wide.png', bytes: blankPng(10_000, 5_000) });
    expect(atLimit.statusCode).toBe(201);
    const thumb = await t.app.inject({ url: atLimit.json().thumbnailUrl, headers: tech });
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 100]);

    const overLimit = await upload(tech, { name: 'wider.png', bytes: blankPng(10_000, 5_001) });
    expect(overLimit.statusCode).toBe(413);
    expect(overLimit.json()).toEqual(tooLarge);
  });
});

describe('who may attach and see files', () => {
  it('keeps technicians to their own orders and equipment files to supervisors', async () => {
    const notMine = await upload(otherTech, { name: 'x.png', bytes: png });
    expect(notMine.statusCode).toBe(403);
    const machine = await buildEquipment(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
    });
    const byTechnician = await upload(tech, { name: 'plate.png', bytes: png }, { equipmentId: machine.id });
    expect(byTechnician.statusCode).toBe(403);
    expect(byTechnician.json()).toMatchObject({
      code: 'attachment.roleCannotAttachEquipment',
      params: { role: 'technician' },
      message: 'Your role (technician) cannot attach files to this equipment',
    });
    const bySupervisor = await upload(sup, { name: 'plate.png', bytes: png }, { equipmentId: machine.id });
    expect(bySupervisor.statusCode).toBe(201);
    const listed = await t.app.inject({ url: `/api/attachments?equipmentId=${machine.id}`, headers: tech });
    expect(listed.json()).toHaveLength(1);
    const history = (
      await t.app.inject({ url: `/api/equipment/${machine.id}/history`, headers: tech })
    ).json();
    expect(history[0].title).toBe('Attachment added');
  });

  it('answers 404 across warehouses for the list, the bytes and the delete', async () => {
    const attachment = (await upload(tech, { name: 'mine.png', bytes: png })).json();
    expect(
      (await t.app.inject({ url: `/api/attachments?workOrderId=${orderId}`, headers: northTech })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: attachment.fileUrl, headers: northTech })).statusCode).toBe(404);
    expect((await t.app.inject({ url: attachment.thumbnailUrl, headers: northTech })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/attachments/${attachment.id}`, headers: northTech }))
        .statusCode,
    ).toBe(404);
  });

  it('lets the uploader or a manager delete; the bytes are gone afterwards', async () => {
    const attachment = (await upload(tech, { name: 'delete-me.png', bytes: png })).json();
    const byOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${attachment.id}`,
      headers: otherTech,
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({
      code: 'attachment.deleteOwnOnly',
      message: 'You can delete only the files you uploaded',
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/attachments/${attachment.id}`, headers: tech }))
        .statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: attachment.fileUrl, headers: tech })).statusCode).toBe(404);
    const another = (await upload(tech, { name: 'manager-removes.png', bytes: png })).json();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/attachments/${another.id}`, headers: manager }))
        .statusCode,
    ).toBe(204);
  });

  it('removes files attached to no record after 7 days, in the hourly cleanup', async () => {
    const uploadedDaysAgo = async (days: number, context: object) => {
      const file = (await upload(tech, { name: `scratch-${days}.png`, bytes: png }, context)).json();
      const at = new Date(t.clock.now().getTime() - days * 86_400_000);
      await t.db.update(attachments).set({ createdAt: at }).where(eq(attachments.id, file.id));
      return file;
    };
    const expired = await uploadedDaysAgo(8, {});
    const recent = await uploadedDaysAgo(6, {});
    const attached = await uploadedDaysAgo(30, { workOrderId: orderId });

    expect(await cleanupJob(t.db, t.clock, t.app.services).run()).toMatchObject({ looseFiles: 1 });
    const status = async (file: { fileUrl: string }) =>
      (await t.app.inject({ url: file.fileUrl, headers: tech })).statusCode;
    expect(await status(expired)).toBe(404);
    expect(await status(recent)).toBe(200);
    expect(await status(attached)).toBe(200);
  });

  it('needs exactly one filter to list', async () => {
    const response = await t.app.inject({ url: '/api/attachments', headers: tech });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Name exactly one of workOrderId, equipmentId, pmTemplateId or vendorId',
    );
  });
});
