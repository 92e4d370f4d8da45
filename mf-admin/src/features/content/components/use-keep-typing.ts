import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A newer copy of the record (after a save, a cover upload or a picture action) becomes the form's
 * starting point without losing what was typed and not saved yet. If that copy changed a field
 * being typed in (someone else saved it meanwhile), the form keeps the version it was read at, so
 * that saving is refused as a conflict instead of overwriting the other editor's text.
 */
export function useKeepTyping<T extends FieldValues & { version?: number }>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'setValue'>,
  values: T,
) {
  const previous = useRef(values);
  const { getValues, reset, setValue } = form;
  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    if (before === values) return;
    const typed = getValues();
    // Typed here, and changed there to something else than what was typed.
    const clash = Object.keys(typed).some(
      (key) =>
        key !== 'version' &&
        !same(typed[key], before[key]) &&
        !same(before[key], values[key]) &&
        !same(typed[key], values[key]),
    );
    reset(values, { keepDirtyValues: true });
    if (clash && before.version !== undefined) {
      setValue('version' as Path<T>, before.version as PathValue<T, Path<T>>);
    }
  }, [getValues, reset, setValue, values]);
}
