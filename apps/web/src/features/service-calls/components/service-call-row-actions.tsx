import ApproveIcon from '@mui/icons-material/TaskAltOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ServiceCall } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../ui/row-actions';
import { serviceCallName } from '../service-call-display';

export interface ServiceCallRowActionsProps {
  call: ServiceCall;
  onView: () => void;
  /** Shown only when given: the page passes it for pending calls the caller may approve. */
  onApprove?: () => void;
}

export function ServiceCallRowActions({ call, onView, onApprove }: ServiceCallRowActionsProps) {
  const { t } = useTranslation();
  const name = serviceCallName(call);
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
      <RowActions itemName={name} onView={onView} />
      {onApprove ? (
        <Tooltip title={t('service-calls.actions.approveShort')}>
          <IconButton
            size="small"
            color="success"
            onClick={onApprove}
            aria-label={t('service-calls.actions.approve', { name })}
            data-testid="row-approve"
          >
            <ApproveIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}
