import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The module that will fill each tab not built yet. */
export const pendingTabModules = {
  policies: 'policies',
  documentHistory: 'documents',
  warehouse: 'warehouses',
  installationsPerformed: 'installerRoutes',
} as const;
export type PendingModuleTab = keyof typeof pendingTabModules;

/** An honest placeholder: this tab's data comes from a module that is not built yet. */
export function PendingModuleTab({ tab }: { tab: PendingModuleTab }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        paddingBlock: 4,
      }}
      data-testid={`pending-module-${tab}`}
    >
      <ConstructionIcon color="warning" sx={{ fontSize: 40, marginBlockEnd: 1 }} aria-hidden />
      <Typography>
        {t('users.pendingModule.body', {
          tab: t(`users.tabs.${tab}`),
          module: t(`users.pendingModule.modules.${pendingTabModules[tab]}`),
        })}
      </Typography>
    </Box>
  );
}
