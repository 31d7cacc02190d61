import { loadLanguage, speakWith } from '../src/app/i18n';
import { allTexts } from '../src/app/translations/all-texts';

// Tests speak as the back-office does: every module's Hebrew, as in its first download
// (app/translations/all-texts.ts). Loading the other three languages for every file cost each
// file a share of its start; a test that shows another language loads it first, through the app's
// own loader (`switchLanguage` or `loadLanguage`), as the app does when someone chooses it.
speakWith(allTexts);
await loadLanguage('he');
