import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { firstMessageByField, type FormSchema } from '@lms/shared/forms';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * A small controlled form over a zod contract: the same schema the API validates with, so the
 * client and the server agree (architecture §1). Errors are message keys, shown after the first
 * submit and then kept current while the user types. What was typed stays on a server error.
 */
export function useSchemaForm<V extends Record<string, unknown>, Out>(
  schema: FormSchema<Out>,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const check = useCallback(
    (next: V) => {
      const result = schema.safeParse(next);
      return result.success
        ? { data: result.data, errors: {} as FieldErrors<V> }
        : { data: null, errors: firstMessageByField(result.error.issues) as FieldErrors<V> };
    },
    [schema],
  );

  const patch = (changes: Partial<V>) => {
    const next = { ...values, ...changes };
    setValues(next);
    if (submitted.current) setErrors(check(next).errors);
  };

  const setValue = <K extends keyof V>(name: K, value: V[K]) =>
    patch({ [name]: value } as unknown as Partial<V>);

  /** Name, value and change handler of a plain text field. */
  const bind = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as V[K]),
  });

  const handleSubmit = (onValid: (data: Out) => void) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const result = check(values);
    setErrors(result.errors);
    if (result.data !== null) {
      onValid(result.data);
      return;
    }
    // Focus the first invalid field, so keyboard and screen-reader users land on the problem —
    // unless they have already moved into a field themselves since pressing submit.
    const submitter = document.activeElement;
    requestAnimationFrame(() => {
      if (document.activeElement !== submitter) return;
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const reset = (next: V = initial) => {
    submitted.current = false;
    setErrors({});
    setValues(next);
  };

  return { values, errors, setValue, bind, patch, handleSubmit, reset, formRef };
}
