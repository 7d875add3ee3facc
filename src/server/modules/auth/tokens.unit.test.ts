import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../shared/constants';
import { manualClock } from '../../lib/clock';
import { createTokenSigner } from './tokens';

const secret = new TextEncoder().encode('a test secret of thirty-two bytes!');
const claims = {
  userId: '0d6a3c9e-4b1f-4e0a-9c51-0f4f8b7b2a11',
  sessionId: '5a1e2f7c-93d4-4c8b-a0e6-2b9d1f3c4e55',
};

describe('access token verification', () => {
  afterEach(() => vi.restoreAllMocks());

  it('verifies a token’s signature once, then knows it until it expires', async () => {
    const clock = manualClock(new Date('2026-03-02T08:00:00Z'));
    const signer = createTokenSigner(secret, clock);
    const token = await signer.signAccessToken(claims);
    const verify = vi.spyOn(globalThis.crypto.subtle, 'verify');

    expect(await signer.verifyAccessToken(token)).toEqual(claims);
    expect(await signer.verifyAccessToken(token)).toEqual(claims);
    expect(verify).toHaveBeenCalledTimes(1);

    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(await signer.verifyAccessToken(token)).toBeNull();
  });

  it('refuses a token that differs from a verified one in its signature', async () => {
    const signer = createTokenSigner(secret, manualClock(new Date('2026-03-02T08:00:00Z')));
    const token = await signer.signAccessToken(claims);
    await signer.verifyAccessToken(token);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await signer.verifyAccessToken(tampered)).toBeNull();
  });
});
