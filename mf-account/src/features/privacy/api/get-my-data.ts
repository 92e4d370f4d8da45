import { useMutation } from '@tanstack/react-query';
import { api } from '@lms/shared';

/** Download my data (KVKK): the person's data as one JSON file, saved by the browser. */
export const getMyData = async () => {
  const response = await api.get('v1/users/downloadmydata');
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'my-data.json';
  return { blob: await response.blob(), name };
};

/** Saves a downloaded file under its name. */
export const saveFile = ({ blob, name }: { blob: Blob; name: string }) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const useDownloadMyData = () =>
  useMutation({ mutationFn: getMyData, onSuccess: (file) => saveFile(file) });
