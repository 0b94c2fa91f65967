import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { i18n } from './lib/i18n';
import type { Language } from './lib/language';

/**
 * A public first screen (/, /login) as the app's first render paints it for a visitor, in one language:
 * the build writes it into that screen's HTML (vite.config.ts) so the page shows before its code has run,
 * and main.tsx hydrates it. `prerender` waits for every lazy page and translation the render suspends on.
 * The tree must stay the one main.tsx renders (the browser's router in place of the static one).
 */
export async function prerenderScreen(url: string, lng: Language): Promise<string> {
  await i18n.changeLanguage(lng);
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
