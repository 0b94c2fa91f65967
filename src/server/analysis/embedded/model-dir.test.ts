import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODEL_NAME, resolveModelDir } from './model-dir';

describe('model folder resolution', () => {
  const fakeRepo = () => mkdtempSync(path.join(tmpdir(), 'trouvaille-repo-'));
  const install = (dir: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'model.json'), '{}');
    writeFileSync(path.join(dir, 'labels.json'), '[]');
  };

  it('uses the configured folder even when it is empty, so a wrong setting is reported, not papered over', () => {
    const root = fakeRepo();
    install(path.join(root, 'models', MODEL_NAME));
    expect(resolveModelDir('/nowhere/model', root)).toBe(path.resolve('/nowhere/model'));
  });

  it('prefers the downloaded copy in ./models, then the shared one beside the repository', () => {
    const parent = fakeRepo();
    const root = path.join(parent, 'repo');
    mkdirSync(root);
    expect(resolveModelDir(undefined, root)).toBeUndefined();
    install(path.join(parent, 'shared', 'models', MODEL_NAME));
    expect(resolveModelDir(undefined, root)).toBe(path.join(parent, 'shared', 'models', MODEL_NAME));
    install(path.join(root, 'models', MODEL_NAME));
    expect(resolveModelDir(undefined, root)).toBe(path.join(root, 'models', MODEL_NAME));
  });
});
