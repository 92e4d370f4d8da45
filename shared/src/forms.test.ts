import { contactSchema } from './contracts';
import { firstMessageByField, schemaResolver } from './forms';

const valid = {
  fullName: 'Ayşe Yılmaz',
  email: 'ayse@ornek.com.tr',
  phoneNumber: '5321234567',
  title: 'Kayıt',
  description: 'Merhaba',
};

describe('forms', () => {
  it('keeps the first message of each field', () => {
    expect(
      firstMessageByField([
        { path: ['email'], message: 'emailRequired' },
        { path: ['email'], message: 'invalidEmail' },
        { path: ['fullName'], message: 'fullNameRequired' },
      ]),
    ).toEqual({ email: 'emailRequired', fullName: 'fullNameRequired' });
  });

  it('resolves valid values and reports message keys for invalid ones', async () => {
    const resolve = schemaResolver<typeof valid>(contactSchema);
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    expect(await resolve(valid, undefined, options)).toEqual({
      values: expect.objectContaining(valid),
      errors: {},
    });
    const failed = await resolve({ ...valid, email: 'yok', fullName: '' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(Object.keys(failed.errors).sort()).toEqual(['email', 'fullName']);
    expect(failed.errors.email?.message).toEqual(expect.any(String));
  });
});
