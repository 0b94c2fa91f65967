import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../contracts/analysis';
import { reportPaths } from '../../../../contracts/reports';
import { fetchFile, saveFile } from '../../../lib/file-download';

/** What the dossier covers: one house, one room, or (neither) the whole collection. */
export type ReportScope = { houseId: number } | { roomId: number } | Record<string, never>;

export interface InsuranceReportInput {
  scope: ReportScope;
  lang: Language;
  showValues: boolean;
  address: string;
}

export function insuranceReportPath({ scope, lang, showValues, address }: InsuranceReportInput): string {
  const params = new URLSearchParams({ lang });
  if ('houseId' in scope) params.set('houseId', String(scope.houseId));
  if ('roomId' in scope) params.set('roomId', String(scope.roomId));
  if (!showValues) params.set('values', '0');
  if (address.trim()) params.set('address', address.trim());
  return `${reportPaths.insurance}?${params}`;
}

/** GET /api/reports/insurance.pdf, saved to the browser's downloads; resolves to the file's name. */
export async function downloadInsuranceReport(input: InsuranceReportInput): Promise<string> {
  const file = await fetchFile(insuranceReportPath(input), 'trouvaille.pdf');
  saveFile(file);
  return file.fileName;
}

export function useDownloadInsuranceReport() {
  return useMutation({ mutationFn: downloadInsuranceReport, meta: { handlesErrors: true } });
}
