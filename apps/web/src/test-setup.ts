import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { languages, loadLanguage } from './app/i18n';

// The app downloads a language other than Hebrew when someone chooses it (app/i18n.ts). Component
// tests switch with i18next.changeLanguage directly and expect the texts at once, so every language
// is loaded before each test file. Doing it here, through the app's own loader, keeps a test-only
// branch out of the app and still checks that every language's chunk loads.
await Promise.all(languages.map((language) => loadLanguage(language.code)));

// As the test timeout in vite.config.ts: a guard for two files sharing two cores, not a speed limit.
configure({ asyncUtilTimeout: 3000 });

// Forms keep drafts in session storage (ui/form-draft.ts); each test starts without any.
afterEach(() => sessionStorage.clear());
