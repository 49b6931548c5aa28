// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createI18n, createServedI18n, pickLanguage, pickTenantLanguage } from './i18n.ts';

describe('pickLanguage()', () => {
  const autoDetect = { autoDetect: true, fallbackLanguage: 'en' };
  const fixed = { autoDetect: false, fallbackLanguage: 'de' };

  it('prefers ui_locales from the OIDC request', () => {
    expect(pickLanguage('?ui_locales=xx%20fr-CA', autoDetect, ['ja'])).toBe('fr');
    expect(pickLanguage('?ui_locales=ar', fixed, [])).toBe('ar');
  });

  it("uses the browser's languages when the tenant auto-detects", () => {
    expect(pickLanguage('', autoDetect, ['xx', 'pt', 'en'])).toBe('pt-BR');
    expect(pickLanguage('', autoDetect, ['zh-TW'])).toBe('zh-TW');
    expect(pickLanguage('', autoDetect, ['xx'])).toBe('en');
  });

  it("uses the tenant's fallback language otherwise", () => {
    expect(pickLanguage('', fixed, ['ja'])).toBe('de');
    expect(pickLanguage('', { autoDetect: false, fallbackLanguage: 'xx' }, [])).toBe('en');
  });
});

describe('pickTenantLanguage()', () => {
  const ownDutch = { autoDetect: true, fallbackLanguage: 'nl' };

  it("falls back to the tenant's own language when no product language matched", () => {
    expect(pickTenantLanguage('', ownDutch, ['xx'])).toBe('nl');
    expect(pickTenantLanguage('', { ...ownDutch, autoDetect: false }, ['de'])).toBe('nl');
  });

  it('leaves product languages to pickLanguage()', () => {
    expect(pickTenantLanguage('', ownDutch, ['de'])).toBeUndefined();
    expect(pickTenantLanguage('?ui_locales=fr', ownDutch, [])).toBeUndefined();
    expect(
      pickTenantLanguage('', { autoDetect: false, fallbackLanguage: 'de' }, []),
    ).toBeUndefined();
  });
});

describe('createI18n()', () => {
  it('sets <html lang dir> right-to-left for Arabic', async () => {
    const i18n = await createI18n('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('sign_in.username')).toBe('اسم المستخدم');
    // Only Arabic was loaded: the page downloads one language (issue 13).
    expect(i18n.t('sign_in.password')).not.toBe('Password');
  });

  it("shows the tenant's own language over English and names it in <html lang>", async () => {
    const i18n = await createI18n('en', Promise.resolve({ sign_in: { title: 'Inloggen' } }), 'nl');
    expect(i18n.t('sign_in.title')).toBe('Inloggen');
    expect(i18n.t('sign_in.password')).toBe('Password');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('takes the phrases the server answered as they are, in the language they are in', () => {
    const i18n = createServedI18n('en', { sign_in: { title: 'Inloggen' } }, 'nl');
    expect(i18n.t('sign_in.title')).toBe('Inloggen');
    expect(i18n.language).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('sets left-to-right for English', async () => {
    await createI18n('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
