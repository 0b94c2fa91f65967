import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { createS3Storage, parseS3Url, s3ClientFromEnv } from './s3-storage';
import { createFileStorage, type ImageStorage } from './storage';

const collect = async (it: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const k of it) out.push(k);
  return out.sort();
};

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

// The same contract for every implementation: what the photo service relies on.
const kinds: Record<string, () => Promise<{ storage: ImageStorage; done(): Promise<void> }>> = {
  files: async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'trouvaille-storage-'));
    return { storage: createFileStorage(root), done: () => rm(root, { recursive: true, force: true }) };
  },
  s3: async () => {
    // A fresh prefix per test: the bucket is shared by the file's tests.
    const prefix = `t${Math.random().toString(36).slice(2)}/images`;
    return {
      storage: createS3Storage({ bucket: s3.bucket, prefix }, s3ClientFromEnv(s3.env)),
      done: async () => {},
    };
  },
};

describe.each(Object.keys(kinds))('%s storage', (kind) => {
  let storage: ImageStorage;
  let done: () => Promise<void>;
  beforeEach(async () => {
    ({ storage, done } = await kinds[kind]());
  });
  afterEach(() => done());

  it('puts, gets, checks and deletes by key', async () => {
    await storage.check();
    await storage.put('user-1/photo.jpg', Buffer.from('abc'));
    expect(await storage.exists('user-1/photo.jpg')).toBe(true);
    expect((await storage.get('user-1/photo.jpg'))?.toString()).toBe('abc');
    await storage.put('user-1/photo.jpg', Buffer.from('abcd'));
    expect((await storage.get('user-1/photo.jpg'))?.toString()).toBe('abcd');
    await storage.delete('user-1/photo.jpg');
    expect(await storage.exists('user-1/photo.jpg')).toBe(false);
    expect(await storage.get('user-1/photo.jpg')).toBeNull();
    await storage.delete('user-1/photo.jpg');
  });

  it('lists every key or a prefix, and deletes a whole prefix and nothing beside it', async () => {
    await storage.put('user-3/a.jpg', Buffer.from('a'));
    await storage.put('user-3/a.thumb.webp', Buffer.from('t'));
    await storage.put('user-30/b.jpg', Buffer.from('b'));
    expect(await collect(storage.list())).toEqual(['user-3/a.jpg', 'user-3/a.thumb.webp', 'user-30/b.jpg']);
    expect(await collect(storage.list('user-3'))).toEqual(['user-3/a.jpg', 'user-3/a.thumb.webp']);
    await storage.deleteAll('user-3');
    expect(await collect(storage.list())).toEqual(['user-30/b.jpg']);
    await storage.deleteAll('user-3');
    await storage.put('user-3/c.jpg', Buffer.from('c'));
    expect(await storage.exists('user-3/c.jpg')).toBe(true);
    await expect(storage.deleteAll('..')).rejects.toThrow(/Invalid storage key/);
  });

  it('refuses keys that could leave the root', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a/./b', '', 'a\\b']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('file storage on disk', () => {
  let root: string;
  let storage: ImageStorage;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'trouvaille-storage-'));
    storage = createFileStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('leaves no temp file and writes again into a folder removed behind its back', async () => {
    await storage.put('user-2/a.jpg', Buffer.from('a'));
    expect(await readdir(path.join(root, 'user-2'))).toEqual(['a.jpg']);
    await rm(path.join(root, 'user-2'), { recursive: true });
    await storage.put('user-2/b.jpg', Buffer.from('b'));
    expect(await storage.exists('user-2/b.jpg')).toBe(true);
  });

  it('removes the whole folder of a prefix', async () => {
    await storage.put('user-3/a.jpg', Buffer.from('a'));
    await storage.deleteAll('user-3');
    expect(await readdir(root)).toEqual([]);
  });
});

describe('S3 location', () => {
  it('reads bucket and prefix from STORAGE_URL', () => {
    expect(parseS3Url('s3://photos/trouvaille')).toEqual({ bucket: 'photos', prefix: 'trouvaille' });
    expect(parseS3Url('s3://photos')).toEqual({ bucket: 'photos', prefix: '' });
    expect(parseS3Url('s3://my.bucket/a/b/')).toEqual({ bucket: 'my.bucket', prefix: 'a/b' });
    for (const bad of ['s3://', 's3://A_B/x', 'http://photos', 's3://photos/a b'])
      expect(() => parseS3Url(bad)).toThrow();
  });

  it('answers a clear error when the bucket cannot be reached', async () => {
    const storage = createS3Storage({ bucket: 'missing', prefix: '' }, s3ClientFromEnv(s3.env));
    await expect(storage.check()).rejects.toThrow();
  });
});
