import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useKeepTyping } from './use-keep-typing';

interface Values {
  title: string;
  summary: string;
  version: number;
}
const read: Values = { title: 'Başlık', summary: 'Özet', version: 5 };

const editing = () =>
  renderHook(
    ({ values }: { values: Values }) => {
      const form = useForm<Values>({ defaultValues: values });
      useKeepTyping(form, values);
      return form;
    },
    { initialProps: { values: read } },
  );

describe('a newer copy of the record while typing', () => {
  it('keeps the typed field, takes the others and the new version', () => {
    const { result, rerender } = editing();
    act(() => result.current.setValue('title', 'Benim başlığım', { shouldDirty: true }));
    rerender({ values: { ...read, summary: 'Yeni özet', version: 6 } });
    expect(result.current.getValues()).toEqual({
      title: 'Benim başlığım',
      summary: 'Yeni özet',
      version: 6,
    });
  });

  it('keeps the old version when the typed field was changed there, so the save is refused', () => {
    const { result, rerender } = editing();
    act(() => result.current.setValue('title', 'Benim başlığım', { shouldDirty: true }));
    rerender({ values: { ...read, title: 'Onun başlığı', version: 6 } });
    expect(result.current.getValues()).toEqual({
      title: 'Benim başlığım',
      summary: 'Özet',
      version: 5,
    });
  });

  it('after its own save, starts from what was saved at the new version', () => {
    const { result, rerender } = editing();
    act(() => result.current.setValue('title', 'Benim başlığım', { shouldDirty: true }));
    rerender({ values: { ...read, title: 'Benim başlığım', version: 6 } });
    expect(result.current.getValues()).toEqual({ ...read, title: 'Benim başlığım', version: 6 });
    expect(result.current.formState.isDirty).toBe(false);
  });
});
