import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registered input whose text is rewritten as it changes, before the form keeps it: digits only
 * (`digitsOf`, spec §5; the key filter cannot stop a paste) or a phone number's spacing (05XX XXX XXXX).
 */
export const rewriting = <Name extends string>(
  registration: UseFormRegisterReturn<Name>,
  rewrite: (text: string) => string,
): UseFormRegisterReturn<Name> => ({
  ...registration,
  onChange: (event: { target: HTMLInputElement; type?: unknown }) => {
    const text = rewrite(event.target.value);
    // Only a changed text is written back, so the caret stays where the person is typing.
    if (text !== event.target.value) event.target.value = text;
    return registration.onChange(event);
  },
});
