import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from './ui/cn';

/** A photo thumbnail; an icon stands in when there is none or it fails to load. */
export function ObjectThumbnail({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-2 text-muted',
    className ?? 'h-14 w-14',
  );
  if (!src || failed) {
    return (
      <span className={box}>
        <ImageOff size={20} aria-hidden />
      </span>
    );
  }
  // The name sits next to the thumbnail, so the image itself is decorative.
  return (
    <span className={box}>
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
