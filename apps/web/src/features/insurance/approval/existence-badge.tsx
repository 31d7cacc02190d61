import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import RefreshIcon from '@mui/icons-material/Refresh';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, Chip, type ChipProps, CircularProgress } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExistenceCheck, ExistenceState } from './use-existence-checks';

const looks: Record<ExistenceState, { color: ChipProps['color']; icon: ReactElement }> = {
  checking: { color: 'default', icon: <CircularProgress size={14} /> },
  exists: { color: 'success', icon: <CheckCircleIcon /> },
  missing: { color: 'warning', icon: <WarningIcon /> },
  unknown: { color: 'default', icon: <HelpOutlineIcon /> },
};

export interface ExistenceBadgeProps {
  subject: 'customer' | 'vehicle';
  check: ExistenceCheck;
  /** The add button when the subject is missing; absent when the person may not add one. */
  onAdd?: () => void;
}

/** "Customer exists in the system" and the like, with add when missing and check again when unknown. */
export function ExistenceBadge({ subject, check, onAdd }: ExistenceBadgeProps) {
  const { t } = useTranslation();
  const { state } = check;
  const look = looks[state];
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      data-testid={`approval-${subject}-check`}
      data-state={state}
    >
      <Chip
        color={look.color}
        variant={state === 'exists' ? 'filled' : 'outlined'}
        icon={look.icon}
        label={t(`approval.checks.${subject}.${state}`)}
        role="status"
        sx={{
          maxWidth: '100%',
          height: 'auto',
          '& .MuiChip-label': { whiteSpace: 'normal', paddingBlock: 0.5 },
        }}
      />
      {state === 'missing' && onAdd ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={subject === 'customer' ? <PersonAddIcon /> : <PlaylistAddIcon />}
          onClick={onAdd}
          data-testid={`approval-add-${subject}`}
        >
          {t(`approval.checks.${subject}.add`)}
        </Button>
      ) : null}
      {state === 'unknown' ? (
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          onClick={check.recheck}
          data-testid={`approval-recheck-${subject}`}
        >
          {t('approval.checks.recheck')}
        </Button>
      ) : null}
    </Box>
  );
}
