import { describe, expect, it } from 'vitest';
import { collectionContentSchema } from '../../../contracts/account';
import { collectionToCsv, csvCell, UTF8_BOM } from './csv';

describe('csv', () => {
  it('quotes delimiters, quotes and line breaks, and keeps formulas from running', () => {
    expect(csvCell('plain', ',', false)).toBe('plain');
    expect(csvCell('a, b', ',', false)).toBe('"a, b"');
    expect(csvCell('a; b', ',', false)).toBe('a; b');
    expect(csvCell('say "hi"', ',', false)).toBe('"say ""hi"""');
    expect(csvCell('two\nlines', ',', false)).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x")', ',', false)).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('-3', ',', false)).toBe("'-3");
    expect(csvCell(12.5, ';', true)).toBe('12,5');
    expect(csvCell(null, ',', false)).toBe('');
  });

  it('writes one row per object with its house and room, a BOM and CRLF', () => {
    const content = collectionContentSchema.parse({
      houses: [{ id: 1, name: 'Maison, Lyon' }],
      rooms: [{ id: 10, name: 'Salon', type: 'living_room', houseId: 1 }],
      objects: [
        { id: 'a', name: 'Vase « Gallé »', roomId: 10, estimatedValueMin: 100, estimatedValueMax: 250.5 },
        { id: 'b', name: 'Chaise', roomId: null },
      ],
    });
    const csv = collectionToCsv(content, { delimiter: 'semicolon', language: 'fr' });
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0].split(';')[0]).toBe('Identifiant');
    expect(lines[1]).toContain('a;Vase « Gallé »;');
    expect(lines[1]).toContain(';Maison, Lyon;Salon;100;250,5;');
    expect(lines[2].startsWith('b;Chaise;')).toBe(true);
    expect(lines[3]).toBe('');
    const en = collectionToCsv(content, { delimiter: 'comma', language: 'en' });
    expect(en).toContain('"Maison, Lyon",Salon,100,250.5,');
  });
});
