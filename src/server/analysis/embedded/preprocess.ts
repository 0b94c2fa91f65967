import sharp from 'sharp';

/** Working size before trimming: large enough to keep detail, small enough to trim in a few milliseconds. */
const WORK_SIZE = 448;
/** How far (0–255 per channel) a pixel may differ from the background and still be trimmed away. */
const TRIM_THRESHOLD = 24;

/**
 * Turns a normalised photo into the classifier's input: interleaved RGB, size × size.
 *
 * People photograph an object with space around it; ImageNet classifiers were trained on photos where the
 * object fills most of the frame. So the uniform margin (pixels close to the median colour of the image's
 * border) is trimmed, and the object is then fitted into the square without distortion, padded with that
 * same background colour. Squashing a tall guitar or a long key into a square, as a plain resize does,
 * measurably hurts recognition on the evaluation photos.
 */
export async function toModelInput(image: Buffer, size: number): Promise<Uint8Array> {
  const work = await sharp(image, { failOn: 'none' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .resize(WORK_SIZE, WORK_SIZE, { fit: 'inside', withoutEnlargement: true, kernel: 'linear' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = work.info;
  if (channels !== 3) throw new Error(`Expected an RGB image, got ${channels} channels`);
  const background = borderMedian(work.data, width, height);
  const raw = { raw: { width, height, channels: 3 as const } };

  let object = sharp(work.data, raw);
  try {
    const trimmed = await sharp(work.data, raw)
      .trim({ background, threshold: TRIM_THRESHOLD })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // A trim down to a speck (under 1/20 of the frame each way) means noise on a blank photo, not an
    // object: keep the whole frame then.
    if (trimmed.info.width * trimmed.info.height >= (width * height) / 400) {
      object = sharp(trimmed.data, {
        raw: { width: trimmed.info.width, height: trimmed.info.height, channels: 3 },
      });
    }
  } catch {
    // sharp refuses to trim an image that is all background; the whole frame is then the input.
  }
  const out = await object
    .resize(size, size, { fit: 'contain', background, kernel: 'linear' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
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
