import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import type { Policy } from '@tg/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../insurance/shared/components/detail-list';
import { FileSlotsView } from '../../insurance/shared/components/file-slots-view';
import { policyFileSlots } from '../../insurance/shared/policy-file-slots';
import {
  asDetailItems,
  historyDetails,
  insuredDetails,
  machineDetails,
  subscriptionDetails,
} from '../policy-display';

export interface PolicyDetailsPanelProps {
  id: string;
  policy: Policy;
  onClose: () => void;
}

/**
 * The expanded details of one row (spec 1 §2): subscription, machine, insured, images and
 * documents. It opens right under its row and scrolls into view, the row staying highlighted.
 */
export function PolicyDetailsPanel({ id, policy, onClose }: PolicyDetailsPanelProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // Not every browser (nor jsdom) scrolls elements; the panel is still there without it.
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <Paper
      ref={panel}
      id={id}
      component="section"
      variant="outlined"
      aria-label={t('agent-policies.details.title', { number: policy.policyNumber })}
      data-testid="policy-details"
      sx={{ margin: { xs: 0, sm: 1.5 }, padding: 2, backgroundColor: 'action.hover' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, marginBlockEnd: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('agent-policies.details.title', { number: policy.policyNumber })}
        </Typography>
        <Tooltip title={t('agent-policies.details.close')}>
          <IconButton
            size="small"
            onClick={onClose}
            aria-label={t('agent-policies.details.close')}
            sx={{ marginInlineStart: 'auto' }}
            data-testid="policy-details-close"
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          gap: 2.5,
        }}
      >
        <DetailList
          title={t('agent-policies.details.subscription')}
          items={asDetailItems([...subscriptionDetails(t, policy), ...historyDetails(t, policy)])}
          columns={1}
        />
        <DetailList
          title={t('agent-policies.details.machine')}
          items={asDetailItems(machineDetails(t, policy.machine))}
          columns={1}
        />
        <DetailList
          title={t('agent-policies.details.insured')}
          items={asDetailItems(insuredDetails(t, policy.userInformation))}
          columns={1}
        />
      </Box>
      <Divider sx={{ marginBlock: 2 }} />
      <FileSlotsView {...policyFileSlots(policy)} testIdPrefix="policy" />
    </Paper>
  );
}
