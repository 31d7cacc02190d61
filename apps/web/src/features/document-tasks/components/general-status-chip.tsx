import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { generalStatusText, installerStepOf, stepColour } from '../task-display';

/** A document's general status; the installer's three in their colours (spec 2 §4). */
export function GeneralStatusChip({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const step = installerStepOf(status);
  return (
    <Chip
      size={size}
      label={generalStatusText(t, status)}
      color={step ? stepColour[step] : 'default'}
      variant={step ? 'filled' : 'outlined'}
      data-testid="general-status"
      data-step={step ?? 'other'}
    />
  );
}
