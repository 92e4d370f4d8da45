import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field } from '@lms/shared';
import { RichTextEditor } from '../features/courses/components/rich-text-editor';

/**
 * A labelled rich-text field of a react-hook-form form: the editor, named by its label, with the
 * field's hint and error. Every HTML text staff write (course, blog, gallery, FAQ, page; each in
 * tr and en) is one of these.
 */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}) {
  const labelId = useId();
  return (
    <Field label={<span id={labelId}>{label}</span>} hint={hint} error={error}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <RichTextEditor
              id={props.id}
              labelId={labelId}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              invalid={props['aria-invalid']}
              describedBy={props['aria-describedby']}
            />
          )}
        />
      )}
    </Field>
  );
}
