import './app/validation-config';
import './storefront/storefront.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { speakWith, startInStoredLanguage } from './app/i18n';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes } from './app/router';
import { allTexts } from './app/translations/all-texts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

speakWith(allTexts);

// A language other than Hebrew is downloaded before the first render, so its visitors never see
// Hebrew first; should the download fail, the page still opens, in Hebrew. (A promise rather than a
// top-level await: with one in the entry, Rollup splits the shell into many small chunks.)
void startInStoredLanguage()
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <AppRoutes />
        </AppProviders>
      </StrictMode>,
    ),
  );
