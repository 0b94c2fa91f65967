import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStorage, type ImageStorage } from './storage';

describe('file storage', () => {
  let root: string;
  let storage: ImageStorage;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'trouvaille-storage-'));
    storage = createFileStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('puts, gets, checks and deletes by key, leaving no temp file', async () => {
    await storage.put('user-1/photo.jpg', Buffer.from('abc'));
    expect(await storage.exists('user-1/photo.jpg')).toBe(true);
    expect((await storage.get('user-1/photo.jpg'))?.toString()).toBe('abc');
    expect(await readdir(path.join(root, 'user-1'))).toEqual(['photo.jpg']);
    await storage.delete('user-1/photo.jpg');
    expect(await storage.exists('user-1/photo.jpg')).toBe(false);
    expect(await storage.get('user-1/photo.jpg')).toBeNull();
    await storage.delete('user-1/photo.jpg');
  });

  it('writes again into a folder removed behind its back', async () => {
    await storage.put('user-2/a.jpg', Buffer.from('a'));
    await rm(path.join(root, 'user-2'), { recursive: true });
    await storage.put('user-2/b.jpg', Buffer.from('b'));
    expect(await storage.exists('user-2/b.jpg')).toBe(true);
  });

  it('deletes a whole prefix, folder included, and nothing beside it', async () => {
    await storage.put('user-3/a.jpg', Buffer.from('a'));
    await storage.put('user-3/a.thumb.webp', Buffer.from('t'));
    await storage.put('user-30/b.jpg', Buffer.from('b'));
    await storage.deleteAll('user-3');
    expect((await readdir(root)).sort()).toEqual(['user-30']);
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
