import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../contracts/analysis';
import { type ReportFileRequest, reportPaths } from '../../contracts/reports';
import { prepareAndDownload } from '../lib/prepared-file';
import { fetchFile, saveFile } from '../lib/file-download';

/** What the dossier covers: one house, one room, or (neither) the whole collection. */
export type ReportScope = { houseId: number } | { roomId: number } | Record<string, never>;

export interface InsuranceReportInput {
  scope: ReportScope;
  lang: Language;
  showValues: boolean;
  address: string;
}

export function insuranceReportRequest({
  scope,
  lang,
  showValues,
  address,
}: InsuranceReportInput): ReportFileRequest {
  return {
    kind: 'dossier',
    lang,
    values: showValues ? '1' : '0',
    ...('houseId' in scope ? { houseId: scope.houseId } : {}),
    ...('roomId' in scope ? { roomId: scope.roomId } : {}),
    ...(address.trim() ? { address: address.trim() } : {}),
  };
}

/** The dossier, prepared by the server then saved to the browser's downloads; `progress` while it is built. */
export function useDownloadInsuranceReport() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: InsuranceReportInput) =>
      prepareAndDownload(insuranceReportRequest(input), setProgress),
    onSettled: () => setProgress(null),
    meta: { handlesErrors: true },
  });
  return { ...mutation, progress };
}

/** A sheet of QR labels for a room's or a house's objects, or one object's label. */
export type LabelsTarget = { room: number } | { house: number } | { object: number };

/**
 * A sheet is prepared by the server (it can hold thousands of labels), one object's label is one small
 * page fetched at once; either is saved to the browser's downloads. Resolves to the file's name.
 */
export async function downloadLabels(
  { target, lang }: { target: LabelsTarget; lang: Language },
  onProgress: (percent: number) => void = () => undefined,
): Promise<string> {
  if ('object' in target) {
    const file = await fetchFile(
      `${reportPaths.objectLabel(target.object)}?lang=${lang}`,
      'trouvaille-labels.pdf',
    );
    saveFile(file);
    return file.fileName;
  }
  return prepareAndDownload(
    'room' in target
      ? { kind: 'labels', roomId: target.room, lang }
      : { kind: 'labels', houseId: target.house, lang },
    onProgress,
  );
}

export function useDownloadLabels() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: { target: LabelsTarget; lang: Language }) => downloadLabels(input, setProgress),
    onSettled: () => setProgress(null),
    meta: { handlesErrors: true },
  });
  return { ...mutation, progress };
}
