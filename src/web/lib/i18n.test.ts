import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import enLanding from '../locales/en/landing.json';
import frLanding from '../locales/fr/landing.json';
import frCommon from '../locales/fr/common.json';
import { currentLanguage, i18n, loadNamespaces, onLanguageChange, useTranslation } from './i18n';

/** Renders once every suspended translation is there (what the first paint shows). */
async function render(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function Hero() {
  const { t, i18n: instance } = useTranslation('landing');
  return createElement('p', { lang: instance.language }, `${t('hero.start')} · ${t('common:brand')}`);
}

describe('the app translations', () => {
  // No stored choice and no browser language under Node: English, as for a non-French browser.
  it('starts in the detected language and renders once common and the namespace have arrived', async () => {
    expect(currentLanguage()).toBe('en');
    expect(await render(createElement(Hero))).toBe(`<p lang="en">${enLanding.hero.start} · Trouvaille</p>`);
  });

  it('switches language only once the texts in use are loaded, and tells its listeners', async () => {
    await loadNamespaces('landing');
    const seen: string[] = [];
    const stop = onLanguageChange(() => seen.push(`${i18n.language}:${i18n.t('nav.home')}`));
    await i18n.changeLanguage('fr');
    stop();
    expect(seen).toEqual([`fr:${frCommon.nav.home}`]);
    expect(await render(createElement(Hero))).toBe(`<p lang="fr">${frLanding.hero.start} · Trouvaille</p>`);
    expect(i18n.exists('landing:hero.start')).toBe(true);
    expect(i18n.exists('landing:hero.nothing')).toBe(false);
  });

  it('keeps the same t for a language and namespace, so effects that list it do not run again', async () => {
    const ts: unknown[] = [];
    function Probe() {
      ts.push(useTranslation('landing').t);
      return null;
    }
    await render(createElement(Probe));
    await render(createElement(Probe));
    expect(ts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ts).size).toBe(1);
  });

  it('fails loudly for a namespace that does not exist', async () => {
    await expect(loadNamespaces('nothing-here')).rejects.toThrow('No translations for fr/nothing-here');
  });
});
