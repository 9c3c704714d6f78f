import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-1234';

describe('access tokens', () => {
  it('carry the user id and token version', async () => {
    const tokens = createTokenService({ secret: SECRET, ttl: '7d' });
    const token = await tokens.sign({ userId: 42, version: 7 });
    expect(await tokens.verify(token)).toEqual({ userId: 42, version: 7 });
  });

  it('are refused once expired, or when signed with another secret', async () => {
    const shortLived = await createTokenService({ secret: SECRET, ttl: '1s' }).sign({
      userId: 1,
      version: 0,
    });
    const checkedIn = (ms: number) =>
      createTokenService({ secret: SECRET, ttl: '7d', clock: () => new Date(Date.now() + ms) });
    expect(await checkedIn(0).verify(shortLived)).toEqual({ userId: 1, version: 0 });
    expect(await checkedIn(2_100).verify(shortLived)).toBeNull();
    const tokens = createTokenService({ secret: SECRET, ttl: '7d' });

    const foreign = await createTokenService({ secret: `${SECRET}!`, ttl: '7d' }).sign({
      userId: 1,
      version: 0,
    });
    expect(await tokens.verify(foreign)).toBeNull();
    expect(await tokens.verify('')).toBeNull();
    expect(await tokens.verify('a.b.c')).toBeNull();
  });

  it('are still refused once expired after a first check passed', async () => {
    let now = Date.now();
    const tokens = createTokenService({ secret: SECRET, ttl: '1h', clock: () => new Date(now) });
    const token = await tokens.sign({ userId: 5, version: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 5, version: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 5, version: 2 });
    now += 3_601_000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuse a token changed by one character after the genuine one passed', async () => {
    const tokens = createTokenService({ secret: SECRET, ttl: '7d' });
    const token = await tokens.sign({ userId: 5, version: 2 });
    expect(await tokens.verify(token)).not.toBeNull();
    // The signature's first character, not its last: the last of 43 base64url characters holds
    // two padding bits, so A, B, C and D there decode to the same signature.
    const dot = token.lastIndexOf('.');
    const changed = token[dot + 1] === 'A' ? 'B' : 'A';
    expect(
      await tokens.verify(`${token.slice(0, dot + 1)}${changed}${token.slice(dot + 2)}`),
    ).toBeNull();
  });
});
