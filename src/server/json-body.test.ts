import { describe, expect, it } from 'vitest';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from './json-body';

const nest = (depth: number, open = '[', close = ']', inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

describe('jsonNestedDeeperThan', () => {
  it('counts arrays and objects, alone or mixed', () => {
    expect(jsonNestedDeeperThan(nest(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestedDeeperThan(nest(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    const objects = '{"a":'.repeat(MAX_JSON_DEPTH + 1) + '1' + '}'.repeat(MAX_JSON_DEPTH + 1);
    expect(jsonNestedDeeperThan(objects, MAX_JSON_DEPTH)).toBe(true);
    const mixed = '[{"a":'.repeat(40) + '1' + '}]'.repeat(40);
    expect(jsonNestedDeeperThan(mixed, MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestedDeeperThan(nest(10_000), MAX_JSON_DEPTH)).toBe(true);
  });

  it('measures depth, not how many brackets a body holds', () => {
    const wide = JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ({ i, tags: [[i]] })));
    expect(jsonNestedDeeperThan(wide, MAX_JSON_DEPTH)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestedDeeperThan(JSON.stringify({ text: '['.repeat(10_000) }), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify({ t: '\\"' + '{'.repeat(500) + '"\\' }), MAX_JSON_DEPTH)).toBe(
      false,
    );
    expect(jsonNestedDeeperThan(JSON.stringify(['"', nest(100)]), MAX_JSON_DEPTH)).toBe(false);
    // A string closed before the brackets: they count again.
    expect(jsonNestedDeeperThan(`["\\\\", ${nest(100)}]`, MAX_JSON_DEPTH)).toBe(true);
  });

  it('leaves plain values and short bodies to the parser', () => {
    expect(jsonNestedDeeperThan('"[[[["', 2)).toBe(false);
    expect(jsonNestedDeeperThan('[[]]', 4)).toBe(false);
    expect(jsonNestedDeeperThan('', MAX_JSON_DEPTH)).toBe(false);
  });
});
