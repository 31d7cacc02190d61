import { Box, Drawer, List, ListItemButton, ListItemText, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useStorefrontPaths } from '../../features/storefront/storefront-paths';

/** The storefront's menu on a phone: the same links as the header's, in a drawer on the reading side. */
export function PublicMenuDrawer({
  id,
  open,
  onClose,
  links,
}: {
  id: string;
  open: boolean;
  onClose(): void;
  links: readonly { to: string; labelKey: string; end: boolean }[];
}) {
  const { t } = useTranslation();
  const { to } = useStorefrontPaths();
  return (
    <Drawer id={id} anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('navigation.menu.public')} sx={{ inlineSize: 260 }}>
        <Toolbar>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('common.appName')}
          </Typography>
        </Toolbar>
        <List>
          {links.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={to(link.to)}
              end={link.end}
              onClick={onClose}
              sx={{ '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}
            >
              <ListItemText primary={t(link.labelKey)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
