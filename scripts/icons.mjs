// node scripts/icons.mjs: the home-screen icons (PNG) in src/web/public, drawn from the favicon's mark.
// The PNGs are committed, so the build never runs this; run it again only when the mark changes.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { root } from './lib.mjs';

// The colours of src/web/styles.css (--color-bg, --color-surface-2, --color-accent, --color-accent-strong).
const BG = '#0b0b0f';
const SURFACE = '#1f1f29';
const ACCENT = '#fbbf24';
const ACCENT_STRONG = '#f59e0b';

// The favicon's "T" (src/web/public/favicon.svg, drawn on 64×64), centred on the square.
const MARK = 'M20 22h24l-4 6H36v20h-8V28h-4z';
const MARK_CENTRE = { x: 32, y: 35 };

/**
 * One icon as SVG. `corner`: radius of the rounded square as a share of the side (0 = full bleed, for
 * launchers and iOS that cut their own shape). `markScale`: the mark's size against the favicon's; the
 * maskable icon keeps it well inside the central safe circle (40% radius) that any mask leaves visible.
 */
function svg({ size, corner, markScale }) {
  const s = (size / 64) * markScale;
  const tx = size / 2 - MARK_CENTRE.x * s;
  const ty = size / 2 - MARK_CENTRE.y * s;
  const r = size * corner;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <radialGradient id="glow" cx="50%" cy="38%" r="65%">
      <stop offset="0" stop-color="${SURFACE}"/>
      <stop offset="1" stop-color="${BG}"/>
    </radialGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${ACCENT}"/>
      <stop offset="1" stop-color="${ACCENT_STRONG}"/>
    </linearGradient>
  </defs>
  <rect width="${size}" height="${size}" rx="${r}" fill="url(#glow)"/>
  <path d="${MARK}" transform="translate(${tx} ${ty}) scale(${s})" fill="url(#gold)"/>
</svg>`;
}

const out = path.join(root, 'src/web/public');
mkdirSync(path.join(out, 'icons'), { recursive: true });

const icons = [
  { file: 'icons/icon-192.png', size: 192, corner: 0.22, markScale: 1 },
  { file: 'icons/icon-512.png', size: 512, corner: 0.22, markScale: 1 },
  { file: 'icons/icon-maskable-512.png', size: 512, corner: 0, markScale: 0.85 },
  // iOS looks for /apple-touch-icon.png at the root even without a <link>, and rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, corner: 0, markScale: 1 },
];

for (const icon of icons) {
  await sharp(Buffer.from(svg(icon)))
    .png({ compressionLevel: 9, palette: false })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} (${icon.size}×${icon.size})`);
}
