import {
  CAPTURE_MAX_LONG,
  CAPTURE_MAX_SHORT,
  CAPTURE_QUALITY,
  UPLOAD_MAX_SIDE,
  UPLOAD_QUALITY,
  VIEWFINDER_ASPECT,
  centredCrop,
  fitWithin,
  type Rect,
} from '../../../lib/photo-geometry';

/** A failure a person can be told about; `key` is in the capture namespace. */
export class CaptureError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

function encode(
  source: CanvasImageSource,
  crop: Rect,
  width: number,
  height: number,
  quality: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new CaptureError('camera.errors.noCanvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new CaptureError('camera.errors.captureFailed'))),
      'image/jpeg',
      quality,
    );
  });
}

/** The frame the viewfinder shows (3:4), scaled to fit 1920x1080, JPEG 0.95 (docs/product.md#capture). */
export function captureVideoFrame(video: HTMLVideoElement): Promise<Blob> {
  const { videoWidth, videoHeight } = video;
  if (!videoWidth || !videoHeight) throw new CaptureError('camera.errors.notInitialized');
  const crop = centredCrop(videoWidth, videoHeight, VIEWFINDER_ASPECT);
  const size = fitWithin(crop.sw, crop.sh, CAPTURE_MAX_LONG, CAPTURE_MAX_SHORT);
  return encode(video, crop, size.width, size.height, CAPTURE_QUALITY);
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

/** Decodes upright (EXIF orientation applied) so the canvas sees what the person saw. */
async function decode(blob: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      throw new CaptureError('camera.errors.unreadableFile');
    }
  }
  const url = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return {
      source: img,
      width: img.naturalWidth,
      height: img.naturalHeight,
      close: () => URL.revokeObjectURL(url),
    };
  } catch {
    URL.revokeObjectURL(url);
    throw new CaptureError('camera.errors.unreadableFile');
  }
}

async function resize(blob: Blob, maxLong: number, maxShort: number, quality: number): Promise<Blob> {
  const image = await decode(blob);
  try {
    const size = fitWithin(image.width, image.height, maxLong, maxShort);
    const out = await encode(
      image.source,
      { sx: 0, sy: 0, sw: image.width, sh: image.height },
      size.width,
      size.height,
      quality,
    );
    // A JPEG already within the limits and lighter than its re-encoding goes as it is.
    const unscaled = size.width === image.width && size.height === image.height;
    return unscaled && blob.type === 'image/jpeg' && blob.size <= out.size ? blob : out;
  } finally {
    image.close();
  }
}

/**
 * A photo chosen from the device joins the flow like a capture: same size limit and quality. It is not
 * cropped: there was no viewfinder to frame it.
 */
export function fileToCapturedPhoto(file: Blob): Promise<Blob> {
  return resize(file, CAPTURE_MAX_LONG, CAPTURE_MAX_SHORT, CAPTURE_QUALITY);
}

/** What travels to the server: long side ≤ 1600, JPEG 0.85 (see lib/photo-geometry.ts). */
export function prepareForUpload(photo: Blob): Promise<Blob> {
  return resize(photo, UPLOAD_MAX_SIDE, UPLOAD_MAX_SIDE, UPLOAD_QUALITY);
}
