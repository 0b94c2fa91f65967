/**
 * Session-storage keys of the capture flow (spec part 1 §3). Starting a new appraisal drops the photos
 * and result of the previous one and raises the clearPhotos flag the camera screen honours.
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

export function startNewCaptureSession(): void {
  try {
    for (const key of Object.values(CAPTURE_SESSION_KEYS)) sessionStorage.removeItem(key);
    sessionStorage.setItem(CAPTURE_SESSION_KEYS.clearPhotos, 'true');
  } catch {
    // Storage refused (private mode): the camera starts empty anyway.
  }
}

/** Spec part 1 §3: "Add object" from a room starts a fresh capture that saves straight into that room. */
export function startCaptureInRoom(roomId: number): void {
  startNewCaptureSession();
  try {
    sessionStorage.setItem(CAPTURE_SESSION_KEYS.targetRoomId, String(roomId));
  } catch {
    // Without storage the room is chosen after the analysis instead.
  }
}
