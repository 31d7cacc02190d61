import { arSD, enUS, heIL, ruRU } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { fontStack } from './fonts';
import type { LanguageCode } from './i18n';
import { directionOf } from './i18n';

const componentTexts = { he: heIL, en: enUS, ar: arSD, ru: ruRU } satisfies Record<LanguageCode, unknown>;

export function createAppTheme(language: LanguageCode): Theme {
  return createTheme(
    {
      direction: directionOf(language),
      palette: {
        primary: { main: '#0d47a1' },
        // White on this orange reads at 5.1:1 (WCAG AA 4.5:1); the former #ef6c00 was 3.08:1 (issue 17).
        secondary: { main: '#b84d00', contrastText: '#ffffff' },
        background: { default: '#f5f7fa' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: fontStack,
        button: { textTransform: 'none', fontWeight: 500 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiTextField: { defaultProps: { fullWidth: true } },
      },
    },
    componentTexts[language],
  );
}
