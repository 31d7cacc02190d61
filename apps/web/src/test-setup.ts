import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage, speakWith } from './app/i18n';
import { allTexts } from './app/translations/all-texts';

// Only Hebrew, as in the app's first download (app/i18n.ts): loading the other three languages'
// texts for every file cost each file a share of its start. A test that shows another language
// loads it first, through the app's own loader (`switchLanguage` or `loadLanguage`), which is also
// what the app does when someone chooses it.

speakWith(allTexts);
await loadLanguage('he');

// As the test timeout in vite.config.ts: a guard for two files sharing two cores, not a speed limit.
configure({ asyncUtilTimeout: 3000 });

// Forms keep drafts in session storage (ui/form-draft.ts); each test starts without any.
afterEach(() => sessionStorage.clear());
