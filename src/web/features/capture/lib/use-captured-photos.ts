import { useCallback, useEffect, useState } from 'react';
import { loadCapturedPhotos, removeCapturedPhoto, type CapturedPhoto } from '../../../lib/capture-session';

export interface ShownPhoto extends CapturedPhoto {
  /** An object URL, revoked when the screen goes. */
  url: string;
}

export type CapturedPhotosState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'unreadable' }
  | { status: 'ready'; photos: ShownPhoto[] };

/** The tab's captured photos with displayable URLs (id, image data, url, timestamp). */
export function useCapturedPhotos() {
  const [state, setState] = useState<CapturedPhotosState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let urls: string[] = [];
    loadCapturedPhotos().then(
      (photos) => {
        if (cancelled) return;
        if (photos === null) return setState({ status: 'missing' });
        const shown = photos.map((p) => ({ ...p, url: URL.createObjectURL(p.blob) }));
        urls = shown.map((p) => p.url);
        setState({ status: 'ready', photos: shown });
      },
      () => {
        if (!cancelled) setState({ status: 'unreadable' });
      },
    );
    return () => {
      cancelled = true;
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, []);

  const remove = useCallback(async (id: string) => {
    await removeCapturedPhoto(id);
    setState((s) => {
      if (s.status !== 'ready') return s;
      s.photos.filter((p) => p.id === id).forEach((p) => URL.revokeObjectURL(p.url));
      return { status: 'ready', photos: s.photos.filter((p) => p.id !== id) };
    });
  }, []);

  return { state, remove };
}
