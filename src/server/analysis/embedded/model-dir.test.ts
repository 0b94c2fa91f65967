import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultModelDir, hasModel, MODEL_NAME, resolveModelDir } from './model-dir';

describe('model folder resolution', () => {
  const fakeRepo = () => mkdtempSync(path.join(tmpdir(), 'trouvaille-repo-'));
  const install = (dir: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'model.onnx'), '');
    writeFileSync(path.join(dir, 'synset.txt'), '');
  };

  it('uses the configured folder even when it is empty, so a wrong setting is reported, not papered over', () => {
    const root = fakeRepo();
    install(path.join(root, 'models', MODEL_NAME));
    expect(resolveModelDir('/nowhere/model', root)).toBe(path.resolve('/nowhere/model'));
  });

  it("uses the repository's own copy and never looks outside the repository", () => {
    const parent = fakeRepo();
    const root = path.join(parent, 'repo');
    mkdirSync(root);
    install(path.join(parent, 'shared', 'models', MODEL_NAME));
    expect(resolveModelDir(undefined, root)).toBeUndefined();
    install(path.join(root, 'models', MODEL_NAME));
    expect(resolveModelDir(undefined, root)).toBe(path.join(root, 'models', MODEL_NAME));
  });

  it('finds the model that ships with the repository', () => {
    expect(hasModel(defaultModelDir())).toBe(true);
  });
});
