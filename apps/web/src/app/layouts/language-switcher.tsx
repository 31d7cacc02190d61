import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button } from '@mui/material';
import { localizedPath } from '@tg/domain';
import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { splitStorefrontAddress } from '../../features/storefront/storefront-paths';
import { OnceOpened } from '../../ui/once-opened';
import { addressLanguage, type LanguageCode, languages } from '../i18n';
import { useNotify } from '../notifications';
import { useLanguage } from '../use-language';

// The list of languages loads on the first click, not with every page (ADR 0031).
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/**
 * Hebrew, English, Arabic, Russian; each named in its own language. On a storefront page the
 * language is in the address, so choosing one opens the same page under its prefix (issue 17).
 */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const notify = useNotify();
  const location = useLocation();
  const navigate = useNavigate();
  const isStorefront = addressLanguage(location.pathname) !== null;
  const choose = (next: LanguageCode) => {
    setAnchor(null);
    // Languages other than Hebrew are downloaded when chosen; offline, the page stays as it is.
    changeLanguage(next).catch(() => notify.error(t('errors.NETWORK')));
    if (!isStorefront) return;
    const { path } = splitStorefrontAddress(location.pathname);
    navigate({ pathname: localizedPath(path, next), search: location.search, hash: location.hash });
  };
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = languages.find((candidate) => candidate.code === language);
  const code = language.toUpperCase();
  const name = current?.label ?? language;

  return (
    <>
      <Button
        color={color}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        // What the button shows is part of its accessible name at every width (WCAG 2.5.3): the
        // language's name and its code, after what the button does.
        aria-label={`${t('common.language.choose')}: ${name} (${code})`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-switcher"
        sx={{ minInlineSize: 0 }}
      >
        {/* A phone shows the code ("HE"), wider screens the name; chosen by CSS, not by measuring
            the screen, so the server's HTML is right at every width (ADR 0032). */}
        <Box
          component="span"
          data-testid="language-switcher-code"
          sx={(theme) => ({ [theme.breakpoints.up('sm')]: { display: 'none' } })}
        >
          {code}
        </Box>
        <Box
          component="span"
          data-testid="language-switcher-name"
          sx={(theme) => ({ [theme.breakpoints.down('sm')]: { display: 'none' } })}
        >
          {name}
        </Box>
      </Button>
      <OnceOpened open={Boolean(anchor)}>
        <LanguageMenu
          id={menuId}
          anchor={anchor}
          current={language}
          onChoose={choose}
          onClose={() => setAnchor(null)}
        />
      </OnceOpened>
    </>
  );
}
