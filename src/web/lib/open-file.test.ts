import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { openFileInTab } from './open-file';

const PDF = '%PDF-1.7 order';

function stubTab() {
  const tab = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

describe('openFileInTab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the tab during the click and points it at the file once it has arrived', async () => {
    let answer!: () => void;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    stubFetch({
      'GET /api/purchase-orders/po-1/document.pdf': async () => {
        await arrived;
        return new Response(PDF, { headers: { 'content-type': 'application/pdf' } });
      },
    });
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://x/order');
    const { tab, open } = stubTab();

    const opening = openFileInTab('/api/purchase-orders/po-1/document.pdf', 'PO-2026-0001.pdf');
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('');
    answer();
    await opening;

    expect(tab.location.href).toBe('blob:http://x/order');
    const blob = objectUrl.mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe(PDF);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('saves the file under its name when the browser blocked the tab', async () => {
    stubFetch({ 'GET /api/files/1': () => new Response(PDF) });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://x/saved');
    vi.spyOn(window, 'open').mockReturnValue(null);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    await openFileInTab('/api/files/1', 'PO-2026-0001.pdf');

    expect(clicked.map((link) => [link.href, link.download])).toEqual([
      ['blob:http://x/saved', 'PO-2026-0001.pdf'],
    ]);
  });

  it('closes the empty tab and passes the error on when the file could not be fetched', async () => {
    stubFetch({
      'GET /api/files/2': () =>
        jsonResponse(404, { error: 'NOT_FOUND', message: 'Purchase order not found' }),
    });
    const { tab } = stubTab();

    await expect(openFileInTab('/api/files/2', 'x.pdf')).rejects.toThrow('Purchase order not found');
    expect(tab.close).toHaveBeenCalledOnce();
  });
});
