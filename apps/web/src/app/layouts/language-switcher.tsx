import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, useMediaQuery, useTheme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '../i18n';
import { useNotify } from '../notifications';
import { useLanguage } from '../use-language';

/** Hebrew, English, Arabic, Russian; each named in its own language. */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const notify = useNotify();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = languages.find((candidate) => candidate.code === language);

  return (
    <>
      <Button
        color={color}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        aria-label={t('common.language.choose')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-switcher"
        sx={{ minInlineSize: 0 }}
      >
        {isPhone ? language.toUpperCase() : current?.label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((candidate) => (
          <MenuItem
            key={candidate.code}
            lang={candidate.code}
            selected={candidate.code === language}
            onClick={() => {
              setAnchor(null);
              // Languages other than Hebrew are downloaded when chosen; offline, the page stays as it is.
              changeLanguage(candidate.code).catch(() => notify.error(t('errors.NETWORK')));
            }}
            data-testid={`language-${candidate.code}`}
          >
            <ListItemIcon>{candidate.code === language && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{candidate.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
