import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Chip, Collapse, Divider, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { Role } from '@tg/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { NewLeadsBadge } from '../../features/leads/components/new-leads-badge';
import { areaLabel, type DashboardArea, type DashboardSection, groupAreas } from '../navigation';
import { useDashboardAreas } from '../use-dashboard-areas';

interface DashboardSidebarProps {
  section: DashboardSection;
  role: Role;
  userName: string;
  onNavigate?(): void;
}

const activeLink = {
  '&.active': {
    bgcolor: 'action.selected',
    color: 'primary.main',
    '& .MuiListItemText-primary': { fontWeight: 600 },
  },
};

/** The role's areas, grouped as in spec 1 §2; the group holding the current page starts open. */
export function DashboardSidebar({ section, role, userName, onNavigate }: DashboardSidebarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const base = `/dashboard/${section}/`;
  const currentPath = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
  const groups = groupAreas(useDashboardAreas(section, role));
  const currentGroup = groups.find((group) =>
    group.areas.some((area) => area.path === currentPath),
  )?.groupKey;
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    currentGroup ? { [currentGroup]: true } : {},
  );
  // Arriving at a page by any route (a link on the main page, the address bar) opens its group.
  useEffect(() => {
    if (currentGroup)
      setOpen((current) => (current[currentGroup] ? current : { ...current, [currentGroup]: true }));
  }, [currentGroup]);

  const link = (area: DashboardArea, nested: boolean) => (
    <ListItemButton
      key={area.path}
      component={NavLink}
      to={`${base}${area.path}`}
      onClick={onNavigate}
      sx={{ ...activeLink, paddingInlineStart: nested ? 4 : 2 }}
    >
      <ListItemText primary={areaLabel(t, area)} />
      {area.badge === 'newLeads' ? <NewLeadsBadge userRole={role} /> : null}
    </ListItemButton>
  );

  return (
    <Box sx={{ overflowY: 'auto' }}>
      <Box sx={{ px: 2, py: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
          {userName}
        </Typography>
        <Chip size="small" label={t(`common.roles.${role}`)} sx={{ mt: 0.5 }} />
      </Box>
      <Divider />
      <List component="div" dense>
        {groups.map((group) => {
          if (!group.groupKey) return group.areas.map((area) => link(area, false));
          const key = group.groupKey;
          const listId = `sidebar-${key.replaceAll('.', '-')}`;
          const isOpen = Boolean(open[key]);
          return (
            <Box key={key}>
              <ListItemButton
                onClick={() => setOpen((current) => ({ ...current, [key]: !isOpen }))}
                aria-expanded={isOpen}
                aria-controls={listId}
              >
                <ListItemText primary={t(key)} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
                {!isOpen && group.areas.some((area) => area.badge === 'newLeads') ? (
                  <NewLeadsBadge userRole={role} />
                ) : null}
                {isOpen ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
              </ListItemButton>
              <Collapse in={isOpen} timeout="auto" unmountOnExit>
                <List component="div" id={listId} dense disablePadding>
                  {group.areas.map((area) => link(area, true))}
                </List>
              </Collapse>
            </Box>
          );
        })}
      </List>
    </Box>
  );
}
