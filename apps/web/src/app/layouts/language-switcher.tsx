import { localizedPath } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { splitStorefrontAddress } from '../../features/storefront/storefront-paths';
import { OnceOpened } from '../../ui/once-opened';
import { PlainIcon } from '../../ui/plain-icons';
import { addressLanguage, type LanguageCode, languages } from '../i18n';
import { useNotify } from '../notifications';
import { useLanguage } from '../use-language';
import { lazyWithMui } from '../with-mui';

// The list of languages loads on the first click, not with every page (ADR 0031).
const LanguageMenu = lazyWithMui(() => import('./language-menu').then((m) => m.LanguageMenu));

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
      {/* A plain button: it is in the header of the storefront's first page (ADR 0034). */}
      <button
        type="button"
        className={`sf-button sf-button--text sf-language-button${color === 'inherit' ? ' sf-button--inherit' : ''}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        // What the button shows is part of its accessible name at every width (WCAG 2.5.3): the
        // language's name and its code, after what the button does.
        aria-label={`${t('common.language.choose')}: ${name} (${code})`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-switcher"
      >
        <PlainIcon name="translate" size="small" />
        {/* A phone shows the code ("HE"), wider screens the name; chosen by CSS, not by measuring
            the screen, so the server's HTML is right at every width (ADR 0032). */}
        <span className="sf-language-button__code" data-testid="language-switcher-code">
          {code}
        </span>
        <span className="sf-language-button__name" data-testid="language-switcher-name">
          {name}
        </span>
      </button>
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
