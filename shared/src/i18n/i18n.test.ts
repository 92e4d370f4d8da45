import i18next from 'i18next';
import { initI18n, registerNamespace } from '.';

describe('i18n bootstrap', () => {
  it('keeps a namespace registered before init and applies it at init', async () => {
    expect(i18next.isInitialized).toBeFalsy();
    registerNamespace('content', { tr: { hello: 'Merhaba' }, en: { hello: 'Hello' } });
    await initI18n({ localesBase: 'http://127.0.0.1:9/' });
    expect(i18next.language).toBe('tr');
    expect(i18next.t('content:hello')).toBe('Merhaba');
    await i18next.changeLanguage('en');
    expect(i18next.t('content:hello')).toBe('Hello');
  });

  it('registers a namespace at once after init', () => {
    registerNamespace('account', { tr: { bye: 'Hoşça kal' }, en: { bye: 'Bye' } });
    expect(i18next.t('account:bye', { lng: 'tr' })).toBe('Hoşça kal');
  });

  it("a remote's new release brings its strings: a new key is translated, a changed one changes", () => {
    registerNamespace('checkout', { tr: { cart: 'Sepet' }, en: { cart: 'Cart' } });
    expect(i18next.t('checkout:cart', { lng: 'tr' })).toBe('Sepet');
    // The new release's code runs and registers its namespace again.
    registerNamespace('checkout', {
      tr: { cart: 'Sepetim', probeNewKey: 'Yeni sürüm' },
      en: { cart: 'My cart', probeNewKey: 'New release' },
    });
    expect(i18next.t('checkout:probeNewKey', { lng: 'tr' })).toBe('Yeni sürüm');
    expect(i18next.t('checkout:probeNewKey', { lng: 'en' })).toBe('New release');
    expect(i18next.t('checkout:cart', { lng: 'tr' })).toBe('Sepetim');
  });
});
