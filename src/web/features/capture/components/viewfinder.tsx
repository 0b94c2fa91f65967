import type { RefObject } from 'react';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';

const corner = 'pointer-events-none absolute h-8 w-8 border-accent';

interface ViewfinderProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Shown over the picture while the camera starts or switches. */
  busyLabel?: string;
  hidden?: boolean;
}

/**
 * A 3:4 frame at most 360 px wide and 500 px high, with four corner marks. Its width also
 * bows to short screens so the controls stay visible. The video fills it the way the capture crops it.
 */
export function Viewfinder({ videoRef, busyLabel, hidden }: ViewfinderProps) {
  return (
    <div
      className={cn('relative aspect-[3/4] overflow-hidden rounded-2xl bg-surface', hidden && 'hidden')}
      style={{ width: 'min(360px, calc(100vw - 2rem), calc((100dvh - 240px) * 0.75))' }}
    >
      {/* The picture is the live feed itself: there is nothing for a screen reader to read in it. */}
      <video ref={videoRef} className="h-full w-full object-cover" autoPlay muted playsInline aria-hidden />
      <span className={cn(corner, 'left-3 top-3 rounded-tl-lg border-l-4 border-t-4')} />
      <span className={cn(corner, 'right-3 top-3 rounded-tr-lg border-r-4 border-t-4')} />
      <span className={cn(corner, 'bottom-3 left-3 rounded-bl-lg border-b-4 border-l-4')} />
      <span className={cn(corner, 'bottom-3 right-3 rounded-br-lg border-b-4 border-r-4')} />
      {busyLabel && (
        <div className="absolute inset-0 flex items-center justify-center bg-black/60">
          <Spinner label={busyLabel} className="text-white" />
        </div>
      )}
    </div>
  );
}
