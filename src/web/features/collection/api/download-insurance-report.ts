import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../contracts/analysis';
import type { ReportFileRequest } from '../../../../contracts/reports';
import { prepareAndDownload } from '../../../lib/prepared-file';

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
