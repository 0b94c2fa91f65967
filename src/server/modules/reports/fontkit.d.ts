/** The part of fontkit (pdfkit's own font reader, no types of its own) the reports use. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
