/** How long a camera may take to start, and to switch (docs/product.md#capture). */
export const START_TIMEOUT_MOBILE_MS = 20_000;
export const START_TIMEOUT_DESKTOP_MS = 10_000;
export const SWITCH_TIMEOUT_MS = 15_000;
export const CAPTURE_VIBRATION_MS = 50;

/** iPadOS reports itself as a Mac; its touch points give it away. */
export function isIOS(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

export function isMobile(): boolean {
  if (typeof navigator === 'undefined') return false;
  return isIOS() || /Android|Mobi/i.test(navigator.userAgent);
}

export function startTimeoutMs(): number {
  return isMobile() ? START_TIMEOUT_MOBILE_MS : START_TIMEOUT_DESKTOP_MS;
}

/** Rear camera preferred, 1280x720 ideal (1920x1080 at most), 30 fps. */
export function videoConstraints(
  choice: { deviceId?: string; forceBack?: boolean } = {},
): MediaTrackConstraints {
  const size = {
    width: { ideal: 1280, max: 1920 },
    height: { ideal: 720, max: 1080 },
    frameRate: { ideal: 30 },
  };
  if (choice.deviceId) return { ...size, deviceId: { exact: choice.deviceId } };
  return { ...size, facingMode: choice.forceBack ? { exact: 'environment' } : { ideal: 'environment' } };
}

/** Labels are the only hint enumerateDevices gives about which way a camera faces. */
export function looksFrontFacing(label: string): boolean {
  return /front|avant|user|facetime|selfie/i.test(label);
}

/** Torch and zoom are not in TypeScript's DOM types yet (Image Capture extensions). */
export interface ExtendedCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
  zoom?: { min: number; max: number; step?: number };
}

export function capabilitiesOf(track: MediaStreamTrack): ExtendedCapabilities {
  try {
    return (track.getCapabilities?.() ?? {}) as ExtendedCapabilities;
  } catch {
    return {};
  }
}

export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((t) => t.stop());
}

/** Rejects with `timeoutKey` after `ms`; a late stream is stopped so the camera light goes off. */
export function withTimeout(
  start: Promise<MediaStream>,
  ms: number,
  timeoutKey: string,
): Promise<MediaStream> {
  return new Promise((resolve, reject) => {
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      reject(new Error(timeoutKey));
    }, ms);
    start.then(
      (stream) => {
        clearTimeout(timer);
        if (expired) stopStream(stream);
        else resolve(stream);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!expired) reject(error);
      },
    );
  });
}
