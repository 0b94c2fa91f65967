import { describe, expect, it } from 'vitest';
import { printableText } from './pdf-doc';

describe('text as the embedded font prints it', () => {
  it('leaves out what the font has no glyph for, never a box, and closes the gap', () => {
    expect(printableText('🏠 Salon ★')).toBe('Salon ★');
    expect(printableText('👨‍👩‍👧 Chambre des enfants')).toBe('Chambre des enfants');
    expect(printableText('Cuisine 🇫🇷')).toBe('Cuisine');
    expect(printableText('Guitare 🎸 de 1962 👍🏽')).toBe('Guitare de 1962');
    // What the font has is kept: accents, ligatures, €, French quotes, its own symbols.
    expect(printableText('Œuvre « été » 1 234 € ❤️')).toBe('Œuvre « été » 1 234 € ❤');
    expect(printableText('a\n b 🎸\nc')).toBe('a\nb\nc');
    expect(printableText('🛋️')).toBe('');
  });
});
