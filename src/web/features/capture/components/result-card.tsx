import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

/**
 * The analysed object's photo and name, over what the screen says of it (the result and details screens);
 * the photo kept low enough for the range and its basis to follow on a phone's first screen.
 */
export function ResultCard({
  name,
  photo,
  children,
}: {
  name: string;
  photo: string | null | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('capture');
  return (
    <article className="overflow-hidden rounded-2xl border border-border bg-surface">
      {photo && (
        <img
          src={photo}
          alt={t('results.photo', { name })}
          className="h-56 w-full bg-surface-2 object-contain"
        />
      )}
      <div className="p-5">
        <h2 className="text-2xl font-bold break-words">{name}</h2>
        {children}
      </div>
    </article>
  );
}
