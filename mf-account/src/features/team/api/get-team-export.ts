import { useMutation } from '@tanstack/react-query';
import { api, type TeamSeatState } from '@lms/shared';

export interface TeamExportFilter {
  courseId?: number;
  state?: TeamSeatState;
}

/** The seats as a spreadsheet (UTF-8 with BOM, `;`); only the buyer may read it: with the token. */
export const getTeamExport = (filter: TeamExportFilter) => {
  const searchParams = new URLSearchParams();
  if (filter.courseId !== undefined) searchParams.set('courseId', String(filter.courseId));
  if (filter.state) searchParams.set('state', filter.state);
  return api.get('v1/orders/exportmyteam', { searchParams }).blob();
};

/** Downloads the export as `{fileName}` through an object URL. */
export const useDownloadTeam = (fileName: string) =>
  useMutation({
    mutationFn: getTeamExport,
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
