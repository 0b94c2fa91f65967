import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import {
  SWITCH_TIMEOUT_MS,
  capabilitiesOf,
  isIOS,
  looksFrontFacing,
  startTimeoutMs,
  stopStream,
  videoConstraints,
  withTimeout,
} from './device';

export type CameraStatus = 'starting' | 'ready' | 'error';

const TIMEOUT_KEY = 'camera.errors.timeout';
const ACCESS_KEY = 'camera.errors.access';

/** A start replaced by a newer one (switch, StrictMode's second effect, page shown again): not an error. */
class Superseded extends Error {}

function errorKeyOf(error: unknown): string {
  return error instanceof Error && error.message === TIMEOUT_KEY ? TIMEOUT_KEY : ACCESS_KEY;
}

/** Resolves once frames flow (the size is known), rejects after `ms`. */
function untilPlaying(video: HTMLVideoElement, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(TIMEOUT_KEY)), Math.max(0, ms));
    const check = () => video.videoWidth > 0 && finish();
    function finish(error?: Error) {
      clearTimeout(timer);
      video.removeEventListener('loadedmetadata', check);
      video.removeEventListener('playing', check);
      if (error) reject(error);
      else resolve();
    }
    video.addEventListener('loadedmetadata', check);
    video.addEventListener('playing', check);
    video.play().then(check, () => undefined);
    check();
  });
}

/**
 * The live camera (docs/product.md#capture): rear camera first, time-outs, switching with a fall-back to
 * the default camera, torch where the track has one, and the iOS rules (no front camera, zoom at its
 * minimum).
 */
export function useCamera() {
  const { t } = useTranslation('capture');
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const generation = useRef(0);
  const [status, setStatus] = useState<CameraStatus>('starting');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [torch, setTorch] = useState({ available: false, on: false });
  const [switching, setSwitching] = useState(false);

  /** Any start still under way becomes stale; its stream is stopped when it arrives. */
  const supersede = useCallback(() => {
    generation.current += 1;
  }, []);

  const release = useCallback(() => {
    stopStream(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setTorch({ available: false, on: false });
  }, []);

  const attempt = useCallback(
    async (gen: number, choice: { deviceId?: string }, timeoutMs: number) => {
      const current = () => {
        if (gen !== generation.current) throw new Superseded();
      };
      release();
      setStatus('starting');
      setErrorKey(null);
      if (!navigator.mediaDevices?.getUserMedia) throw new Error(ACCESS_KEY);
      const deadline = Date.now() + timeoutMs;
      const ask = (constraints: MediaTrackConstraints) =>
        withTimeout(
          navigator.mediaDevices.getUserMedia({ video: constraints, audio: false }),
          deadline - Date.now(),
          TIMEOUT_KEY,
        );

      let stream = await ask(videoConstraints(choice));
      if (gen !== generation.current) stopStream(stream);
      current();
      // iOS: the front camera is refused and the back one forced.
      if (isIOS() && stream.getVideoTracks()[0]?.getSettings().facingMode === 'user') {
        stopStream(stream);
        stream = await ask(videoConstraints({ forceBack: true }));
        if (gen !== generation.current) stopStream(stream);
        current();
      }
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) throw new Superseded();
      video.srcObject = stream;
      await untilPlaying(video, deadline - Date.now());
      current();

      const track = stream.getVideoTracks()[0];
      const caps = track ? capabilitiesOf(track) : {};
      if (isIOS() && track && caps.zoom) {
        // iOS opens some lenses zoomed in; the widest view frames an object best.
        await track
          .applyConstraints({ advanced: [{ zoom: caps.zoom.min } as MediaTrackConstraintSet] })
          .catch(() => undefined);
      }
      setTorch({ available: caps.torch === true, on: false });
      setStatus('ready');
    },
    [release],
  );

  /** Starts a camera; throws Superseded whenever a newer start took over, whatever went wrong meanwhile. */
  const open = useCallback(
    async (choice: { deviceId?: string }, timeoutMs: number) => {
      const gen = ++generation.current;
      try {
        await attempt(gen, choice, timeoutMs);
      } catch (error) {
        throw gen === generation.current ? error : new Superseded();
      }
    },
    [attempt],
  );

  const fail = useCallback(
    (error: unknown) => {
      release();
      const key = errorKeyOf(error);
      setErrorKey(key);
      setStatus('error');
      showToast({ title: t('camera.errors.title'), description: t(key), variant: 'destructive' });
    },
    [release, t],
  );

  const startDefault = useCallback(async () => {
    try {
      await open({}, startTimeoutMs());
    } catch (error) {
      if (!(error instanceof Superseded)) fail(error);
    }
  }, [open, fail]);

  const switchCamera = useCallback(async () => {
    const currentId = streamRef.current?.getVideoTracks()[0]?.getSettings().deviceId;
    let devices: MediaDeviceInfo[] = [];
    try {
      devices = (await navigator.mediaDevices.enumerateDevices()).filter(
        (d) => d.kind === 'videoinput' && d.deviceId,
      );
    } catch {
      // No list: treated as no alternative below.
    }
    const others = devices.filter((d) => d.deviceId !== currentId && !(isIOS() && looksFrontFacing(d.label)));
    if (!others.length) {
      showToast({ title: t('camera.errors.title'), description: t('camera.errors.noAlternative') });
      return;
    }
    // The next camera after the current one, round the list.
    const index = devices.findIndex((d) => d.deviceId === currentId);
    const next = devices.slice(index + 1).find((d) => others.includes(d)) ?? others[0];
    setSwitching(true);
    try {
      await open({ deviceId: next.deviceId }, SWITCH_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof Superseded) return;
      showToast({
        title: t('camera.errors.title'),
        description: t('camera.errors.switchFailed'),
        variant: 'destructive',
      });
      await startDefault();
    } finally {
      setSwitching(false);
    }
  }, [open, startDefault, t]);

  const toggleTorch = useCallback(async () => {
    const track = streamRef.current?.getVideoTracks()[0];
    if (!track || !torch.available) return;
    const on = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ available: true, on });
    } catch {
      showToast({
        title: t('camera.errors.title'),
        description: t('camera.errors.torchFailed'),
        variant: 'destructive',
      });
    }
  }, [torch, t]);

  useEffect(() => {
    void startDefault();
    // A hidden page gives the camera back (other apps, battery) and takes it again when shown.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        supersede();
        release();
        setStatus('starting');
      } else {
        void startDefault();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      supersede();
      release();
    };
  }, [startDefault, release, supersede]);

  return { videoRef, status, errorKey, torch, switching, switchCamera, toggleTorch, retry: startDefault };
}
