/** An area's catalogue: Turkish texts, and English ones with exactly the same keys. */
export const defineArea = <const T extends Record<string, string>>(
  tr: T,
  en: Record<keyof T, string>,
) => ({ tr, en });
