/** Turns a stored relative path (/images/x.svg) into an absolute URL on the API's public base. */
export const absolutiser = (publicUrl: string) => {
  const base = publicUrl.replace(/\/+$/, '');
  return (path: string | null | undefined): string => {
    if (!path) return '';
    if (/^https?:\/\//i.test(path)) return path;
    return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  };
};
export type Absolutise = ReturnType<typeof absolutiser>;
