import '../app/validation-config';
import '../app/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { speakWith, startInStoredLanguage } from '../app/i18n';
import { createQueryClient, StorefrontProviders } from './providers';
import { StorefrontRoutes } from './router';
import { storefrontTexts } from './storefront-texts';

/**
 * The storefront's own entry (storefront.html, issue 17): the public pages without the
 * back-office, which stays in index.html → main.tsx. The back-office entry keeps its public routes
 * for now, so a signed-in person moving from a dashboard to the storefront stays in one page
 * without a reload; the server answers every storefront address with this entry, so a visitor's
 * first load is always this one.
 */
const root = document.getElementById('root');
if (!root) throw new Error('storefront.html has no #root element');

speakWith(storefrontTexts);

void startInStoredLanguage()
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <StorefrontProviders queryClient={createQueryClient()}>
          <StorefrontRoutes />
        </StorefrontProviders>
      </StrictMode>,
    ),
  );
