import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../contracts/analysis';
import { reportPaths } from '../../../../contracts/reports';
import { fetchFile, saveFile } from '../../../lib/file-download';

/** A sheet of QR labels for a room's or a house's objects, or one object's label. */
export type LabelsTarget = { room: number } | { house: number } | { object: number };

export function labelsPath(target: LabelsTarget, lang: Language): string {
  const path =
    'room' in target
      ? reportPaths.roomLabels(target.room)
      : 'house' in target
        ? reportPaths.houseLabels(target.house)
        : reportPaths.objectLabel(target.object);
  return `${path}?lang=${lang}`;
}

/** GET …/labels.pdf or …/label.pdf, saved to the browser's downloads; resolves to the file's name. */
export async function downloadLabels({
  target,
  lang,
}: {
  target: LabelsTarget;
  lang: Language;
}): Promise<string> {
  const file = await fetchFile(labelsPath(target, lang), 'trouvaille-labels.pdf');
  saveFile(file);
  return file.fileName;
}

export function useDownloadLabels() {
  return useMutation({ mutationFn: downloadLabels, meta: { handlesErrors: true } });
}
