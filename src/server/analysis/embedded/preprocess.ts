import sharp from 'sharp';

/** Working size before trimming: large enough to keep detail, small enough to scan in a millisecond or two. */
const WORK_SIZE = 448;
/** How far (0–255 per channel) a pixel may differ from the background and still be trimmed away. */
const TRIM_THRESHOLD = 24;

/**
 * The ways a photo is shown to the classifier (each is one run; their outputs are averaged):
 * - `object`: the uniform margin trimmed and the object fitted into the square without distortion;
 * - `centre`: the central square (7/8 of the short side), the crop ImageNet classifiers are evaluated on;
 * - `whole`: the whole frame squeezed into the square, so nothing at the edges is lost.
 * Which views run is decided by calibration on the dev set (knowledge/derived/calibration.json).
 */
export const viewNames = ['object', 'centre', 'whole'] as const;
export type ViewName = (typeof viewNames)[number];

/** One photo as the classifier's inputs, one per view: interleaved RGB, size × size. */
export async function toModelViews(
  image: Buffer,
  size: number,
  views: readonly ViewName[],
): Promise<Uint8Array[]> {
  const work = await sharp(image, { failOn: 'none' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .resize(WORK_SIZE, WORK_SIZE, { fit: 'inside', withoutEnlargement: true, kernel: 'linear' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = work.info;
  if (channels !== 3) throw new Error(`Expected an RGB image, got ${channels} channels`);
  const raw = () => sharp(work.data, { raw: { width, height, channels: 3 } });
  const bytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  return Promise.all(
    views.map(async (view) => {
      if (view === 'whole')
        return bytes(await raw().resize(size, size, { fit: 'fill', kernel: 'linear' }).raw().toBuffer());
      if (view === 'centre') {
        const side = Math.max(1, Math.round(Math.min(width, height) * 0.875));
        const crop = {
          left: (width - side) >> 1,
          top: (height - side) >> 1,
          width: side,
          height: side,
        };
        return bytes(await raw().extract(crop).resize(size, size, { kernel: 'linear' }).raw().toBuffer());
      }
      return objectView(work.data, width, height, size);
    }),
  );
}

/**
 * People photograph an object with space around it; ImageNet classifiers were trained on photos where the
 * object fills most of the frame. So the uniform margin (pixels close to the median colour of the image's
 * border) is trimmed, and the object is then fitted into the square without distortion, padded with that
 * same background colour. Squashing a tall guitar or a long key into a square, as a plain resize does,
 * measurably hurts recognition on the evaluation photos.
 */
async function objectView(data: Buffer, width: number, height: number, size: number): Promise<Uint8Array> {
  const background = borderMedian(data, width, height);
  const box = objectBox(data, width, height, background);
  // A box smaller than 1/20 of the frame each way is noise on a blank photo, not an object: keep the frame.
  const keep = box && box.width * box.height >= (width * height) / 400 ? box : null;

  let object = sharp(data, { raw: { width, height, channels: 3 } });
  if (keep) object = object.extract(keep);
  const out = await object
    .resize(size, size, { fit: 'contain', background, kernel: 'linear' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

/** The `object` view alone: the input the reference photos are embedded with. */
export async function toModelInput(image: Buffer, size: number): Promise<Uint8Array> {
  return (await toModelViews(image, size, ['object']))[0];
}

/** Median colour of the one-pixel frame around the image: the photo's own background, if it has one. */
function borderMedian(data: Buffer, width: number, height: number): { r: number; g: number; b: number } {
  const channels: number[][] = [[], [], []];
  const add = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    for (let c = 0; c < 3; c++) channels[c].push(data[i + c]);
  };
  for (let x = 0; x < width; x++) {
    add(x, 0);
    add(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    add(0, y);
    add(width - 1, y);
  }
  const median = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1];
  const [r, g, b] = channels.map(median);
  return { r, g, b };
}

/**
 * The smallest box holding every row and column with enough pixels that differ from the background.
 * Counting pixels per row and column (at least 1 % of the line) ignores isolated JPEG specks; sharp's own
 * trim does the same job with a median filter but costs several times the whole classification budget.
 */
function objectBox(
  data: Buffer,
  width: number,
  height: number,
  bg: { r: number; g: number; b: number },
): { left: number; top: number; width: number; height: number } | null {
  const rows = new Uint32Array(height);
  const cols = new Uint32Array(width);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      const d = Math.max(
        Math.abs(data[i] - bg.r),
        Math.abs(data[i + 1] - bg.g),
        Math.abs(data[i + 2] - bg.b),
      );
      if (d > TRIM_THRESHOLD) {
        rows[y]++;
        cols[x]++;
      }
    }
  }
  const span = (counts: Uint32Array, minimum: number) => {
    let first = 0;
    while (first < counts.length && counts[first] < minimum) first++;
    let last = counts.length - 1;
    while (last > first && counts[last] < minimum) last--;
    return first < counts.length ? [first, last] : null;
  };
  const ys = span(rows, Math.max(2, Math.round(width / 100)));
  const xs = span(cols, Math.max(2, Math.round(height / 100)));
  if (!ys || !xs) return null;
  return { left: xs[0], top: ys[0], width: xs[1] - xs[0] + 1, height: ys[1] - ys[0] + 1 };
}
