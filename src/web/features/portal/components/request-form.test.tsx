import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { draftKey } from '../lib/request-draft';
import { RequestForm } from './request-form';

const KEY = 'AbCdEfGhIjKlMnOpQrStUv';
const CREATED = { trackingCode: 'trk_0123456789abcdef', statusUrl: `/r/${KEY}/status/trk_0123456789abcdef` };
const storedKey = () =>
  (JSON.parse(window.localStorage.getItem(draftKey(KEY, undefined)) ?? '{}') as { idempotencyKey?: string })
    .idempotencyKey;

describe('request form', () => {
  it('sends every send of a draft with the key stored with it, and a new draft with a new key', async () => {
    let attempts = 0;
    const { calls } = stubFetch({
      [`POST /api/public/portal/${KEY}/requests`]: () => {
        attempts += 1;
        // The first send reaches the server, but its answer is lost on the way back.
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(201, CREATED);
      },
    });
    const first = renderWithApp(<RequestForm portalKey={KEY} onLinkGone={() => undefined} />);
    await userEvent.type(screen.getByLabelText('What is wrong?'), 'Leak under the sink in the canteen');
    const key = storedKey();
    expect(key).toBeTruthy();
    first.unmount();

    // A reload keeps the draft and its key.
    const second = renderWithApp(<RequestForm portalKey={KEY} onLinkGone={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Where is it?'), 'Canteen');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Waiting for signal')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('trk_0123456789abcdef')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.headers.get('Idempotency-Key'))).toEqual([key, key]);
    // Sent: the draft and its key are gone.
    expect(storedKey()).toBeUndefined();
    second.unmount();

    renderWithApp(<RequestForm portalKey={KEY} onLinkGone={() => undefined} />);
    await userEvent.type(screen.getByLabelText('What is wrong?'), 'Another problem entirely');
    expect(storedKey()).toBeTruthy();
    expect(storedKey()).not.toBe(key);
  });
});
