import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickersEn, heIL as pickersHe, ruRU as pickersRu } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/he';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ar-sa';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';
import type { LanguageCode } from '../app/i18n';
import { useLanguage } from '../app/use-language';

/** dayjs locales: en-gb and ar-sa keep Western digits and day-first dates. */
const dayjsLocale: Record<LanguageCode, string> = { he: 'he', en: 'en-gb', ar: 'ar-sa', ru: 'ru' };
const pickerTexts = {
  he: pickersHe,
  en: pickersEn,
  ar: pickersEn,
  ru: pickersRu,
} satisfies Record<LanguageCode, unknown>;
/** Dates are typed and shown as DD/MM/YYYY in every language (spec 1 §9). */
const dateFormats = { keyboardDate: 'DD/MM/YYYY', normalDate: 'DD/MM/YYYY' };

/**
 * The date pickers' adapter, formats and texts, following the language. Each component that shows
 * a date picker wraps itself in this rather than the shell wrapping every page: the pickers are a
 * large download that only a few screens need, so they stay out of the first load.
 */
export function DatesProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={dayjsLocale[language]}
      dateFormats={dateFormats}
      localeText={pickerTexts[language].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
