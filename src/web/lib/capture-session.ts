import { deletePhotoBlobs, getPhotoBlobs, putPhotoBlobs } from './photo-store';

/**
 * Session-storage keys of the capture flow (docs/product.md#capture). Starting a new appraisal drops the
 * photos and result of the previous one and raises the clearPhotos flag the camera screen honours.
 *
 * capturedPhotos holds the list of photos (id and timestamp) and capturedPhotoCount their number; the
 * bytes live in IndexedDB under those ids (see photo-store.ts). capturedPhotoUrls and capturedImage are
 * the old blob-URL keys: blob URLs do not survive a reload, so they are only ever cleared.
 */
export const CAPTURE_SESSION_KEYS = {
  capturedPhotos: 'capturedPhotos',
  capturedPhotoUrls: 'capturedPhotoUrls',
  capturedPhotoCount: 'capturedPhotoCount',
  capturedImage: 'capturedImage',
  analysisResult: 'analysisResult',
  targetRoomId: 'targetRoomId',
  clearPhotos: 'clearPhotos',
} as const;

export interface CapturedPhotoRef {
  id: string;
  timestamp: number;
}

export interface CapturedPhoto extends CapturedPhotoRef {
  blob: Blob;
}

/** The stored list could not be read ("Failed to load captured photos"). */
export class CapturedPhotosUnreadable extends Error {}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the flow still works within this page.
  }
}

/** null when nothing is stored; throws CapturedPhotosUnreadable when the list is not ours. */
export function readPhotoRefs(): CapturedPhotoRef[] | null {
  const raw = read(CAPTURE_SESSION_KEYS.capturedPhotos);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new CapturedPhotosUnreadable('capturedPhotos is not JSON');
  }
  if (
    !Array.isArray(parsed) ||
    !parsed.every((p) => p && typeof p.id === 'string' && typeof p.timestamp === 'number')
  ) {
    throw new CapturedPhotosUnreadable('capturedPhotos has an unexpected shape');
  }
  return parsed as CapturedPhotoRef[];
}

/** How many photos this tab holds, 0 when none or unreadable: for the camera's count chip. */
export function storedPhotoCount(): number {
  try {
    return readPhotoRefs()?.length ?? 0;
  } catch {
    return 0;
  }
}

function writePhotoRefs(refs: CapturedPhotoRef[]): void {
  write(CAPTURE_SESSION_KEYS.capturedPhotos, JSON.stringify(refs));
  write(CAPTURE_SESSION_KEYS.capturedPhotoCount, String(refs.length));
  // A result belongs to the photos it was made from: any change calls for a new analysis.
  write(CAPTURE_SESSION_KEYS.analysisResult, null);
}

function safeRefs(): CapturedPhotoRef[] {
  try {
    return readPhotoRefs() ?? [];
  } catch {
    return [];
  }
}

export async function addCapturedPhotos(blobs: Blob[]): Promise<number> {
  const now = Date.now();
  const added = blobs.map((blob, i) => ({ id: crypto.randomUUID(), timestamp: now + i, blob }));
  await putPhotoBlobs(added);
  const refs = [...safeRefs(), ...added.map(({ id, timestamp }) => ({ id, timestamp }))];
  writePhotoRefs(refs);
  return refs.length;
}

/**
 * The photos in capture order. Ids whose bytes are gone (storage cleared) are dropped from the list.
 * Throws CapturedPhotosUnreadable like readPhotoRefs; resolves null when nothing is stored.
 */
export async function loadCapturedPhotos(): Promise<CapturedPhoto[] | null> {
  const refs = readPhotoRefs();
  if (refs === null) return null;
  let blobs: Map<string, Blob>;
  try {
    blobs = await getPhotoBlobs(refs.map((r) => r.id));
  } catch (cause) {
    throw new CapturedPhotosUnreadable('IndexedDB refused', { cause });
  }
  const photos = refs.flatMap((r) => {
    const blob = blobs.get(r.id);
    return blob ? [{ ...r, blob }] : [];
  });
  if (photos.length !== refs.length) writePhotoRefs(photos.map(({ id, timestamp }) => ({ id, timestamp })));
  return photos;
}

export async function removeCapturedPhoto(id: string): Promise<void> {
  writePhotoRefs(safeRefs().filter((r) => r.id !== id));
  await deletePhotoBlobs([id]).catch(() => undefined);
}

/** Photos and the result made from them go; targetRoomId stays (it says where the next object goes). */
export async function clearCapturedPhotos(): Promise<void> {
  const ids = safeRefs().map((r) => r.id);
  for (const key of [
    'capturedPhotos',
    'capturedPhotoUrls',
    'capturedPhotoCount',
    'capturedImage',
    'analysisResult',
  ] as const) {
    write(CAPTURE_SESSION_KEYS[key], null);
  }
  await deletePhotoBlobs(ids).catch(() => undefined);
}

/** After a save: nothing of this appraisal is left, the target room included. */
export async function endCaptureSession(): Promise<void> {
  await clearCapturedPhotos();
  write(CAPTURE_SESSION_KEYS.targetRoomId, null);
}

export function startNewCaptureSession(): void {
  const ids = safeRefs().map((r) => r.id);
  for (const key of Object.values(CAPTURE_SESSION_KEYS)) write(key, null);
  write(CAPTURE_SESSION_KEYS.clearPhotos, 'true');
  void deletePhotoBlobs(ids).catch(() => undefined);
}

/** True once after startNewCaptureSession: the camera then starts from an empty list. */
export function consumeClearPhotosFlag(): boolean {
  const raised = read(CAPTURE_SESSION_KEYS.clearPhotos) === 'true';
  if (raised) write(CAPTURE_SESSION_KEYS.clearPhotos, null);
  return raised;
}

export function readStoredAnalysis(): unknown {
  const raw = read(CAPTURE_SESSION_KEYS.analysisResult);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function storeAnalysis(result: unknown): void {
  write(CAPTURE_SESSION_KEYS.analysisResult, JSON.stringify(result));
}

export function readTargetRoomId(): number | null {
  const n = Number(read(CAPTURE_SESSION_KEYS.targetRoomId));
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function clearTargetRoomId(): void {
  write(CAPTURE_SESSION_KEYS.targetRoomId, null);
}

/** "Add object" from a room starts a fresh capture that saves straight into that room. */
export function startCaptureInRoom(roomId: number): void {
  startNewCaptureSession();
  write(CAPTURE_SESSION_KEYS.targetRoomId, String(roomId));
}
