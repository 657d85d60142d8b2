import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  cachedVariant,
  COMPRESSION_THRESHOLD,
  negotiateCoding,
  VersionedCache,
} from '../../src/server/services/versionedCache';

const largeList = () => ({
  data: Array.from({ length: 50 }, (_, id) => ({
    id,
    title: `Housekeeping supervisor ${id}`,
    location: 'Ahmedabad',
  })),
});

describe('VersionedCache', () => {
  it('builds and compresses once per content version, also for requests that arrive during the build', async () => {
    const cache = new VersionedCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      return largeList();
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('all', 1, build)));
    expect(builds).toBe(1);
    const [first] = answers;
    for (const answer of answers) expect(answer).toBe(first);
    expect(JSON.parse(gunzipSync(first.encoded.gzip!.body).toString())).toEqual(largeList());
    expect(JSON.parse(brotliDecompressSync(first.encoded.br!.body).toString())).toEqual(largeList());
    expect(new Set([first.etag, first.encoded.gzip!.etag, first.encoded.br!.etag]).size).toBe(3);

    expect(await cache.get('all', 1, build)).toBe(first);
    expect(builds).toBe(1);
    const next = await cache.get('all', 2, build);
    expect(builds).toBe(2);
    expect(next).not.toBe(first);
    expect(next.encoded.gzip!.body.equals(first.encoded.gzip!.body)).toBe(true);
  });

  it('keeps no compressed forms of answers below the compression threshold', async () => {
    const answer = await new VersionedCache().get('small', 1, async () => ({ data: [] }));
    expect(answer.json.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(answer.encoded).toEqual({});
    expect(cachedVariant({ 'accept-encoding': 'gzip, br' }, answer)).toEqual({
      body: answer.json,
      headers: { etag: answer.etag, vary: 'accept-encoding' },
    });
  });

  it('does not keep a failed build', async () => {
    const cache = new VersionedCache();
    await expect(
      cache.get('all', 1, async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    await expect(cache.get('all', 1, async () => largeList())).resolves.toMatchObject({
      json: JSON.stringify(largeList()),
    });
  });
});

describe('negotiateCoding', () => {
  const both = ['br', 'gzip'] as const;
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['GZIP;Q=1, BR;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
  ])('Accept-Encoding %p chooses %p', (header, expected) => {
    expect(negotiateCoding(header === undefined ? {} : { 'accept-encoding': header }, both)).toBe(expected);
  });

  it('chooses only from the forms on hand and honours x-no-compression', () => {
    expect(negotiateCoding({ 'accept-encoding': 'br' }, ['gzip'])).toBeUndefined();
    expect(negotiateCoding({ 'accept-encoding': 'gzip', 'x-no-compression': '1' }, both)).toBeUndefined();
  });
});
