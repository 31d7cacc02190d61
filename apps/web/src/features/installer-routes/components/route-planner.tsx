import RouteIcon from '@mui/icons-material/Route';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import type { InstallerRoute, RouteCard } from '@tg/domain';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useApplyRouteOrder, useOptimizeRoute } from '../api/use-installer-routes';

const km = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const number = <bdi dir="ltr" />;

/**
 * The best order of the day's stops: computed by the server, shown with the distance saved, and
 * applied as route numbers 1..n only after a confirmation. Cancel leaves everything as it was.
 */
export function RoutePlanner({
  installerId,
  timeRange,
  cards,
  onApplied,
}: {
  installerId: string;
  timeRange: string;
  cards: readonly RouteCard[];
  onApplied: (route: InstallerRoute) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const optimize = useOptimizeRoute();
  const apply = useApplyRouteOrder();
  const [confirming, setConfirming] = useState(false);
  const proposal = optimize.data;
  const byDocId = new Map(cards.map((card) => [card.docId, card]));
  const saving = proposal ? Math.max(0, proposal.previousDistanceKm - proposal.distanceKm) : 0;

  const confirm = () =>
    proposal &&
    apply.mutate(
      { installerId, date: timeRange, order: proposal.order },
      {
        onSuccess: (answer) => {
          onApplied(answer.installerRoute);
          notify.success(t('installer-routes.planner.applied'));
          setConfirming(false);
          optimize.reset();
        },
        onError: () => {
          notify.error(t('installer-routes.planner.applyError'));
          setConfirming(false);
        },
      },
    );

  return (
    <Box data-testid="route-planner">
      {!proposal && (
        <Button
          variant="outlined"
          startIcon={optimize.isPending ? <CircularProgress size={18} /> : <RouteIcon />}
          onClick={() => optimize.mutate({ installerId, date: timeRange })}
          disabled={optimize.isPending || cards.length === 0}
          sx={{ minBlockSize: 48 }}
          data-testid="planner-optimize"
        >
          {t('installer-routes.planner.optimize')}
        </Button>
      )}
      {optimize.isError && (
        <Alert severity="error" sx={{ marginBlockStart: 1 }}>
          {t('installer-routes.planner.optimizeError')}
        </Alert>
      )}
      {proposal && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="planner-proposal">
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('installer-routes.planner.title')}
          </Typography>
          <Typography data-testid="planner-saving" sx={{ marginBlock: 1 }}>
            {saving >= 0.05 ? (
              <Trans
                i18nKey="installer-routes.planner.saving"
                values={{
                  distance: km.format(proposal.distanceKm),
                  previous: km.format(proposal.previousDistanceKm),
                  saving: km.format(saving),
                }}
                components={{ n: number }}
              />
            ) : (
              <Trans
                i18nKey="installer-routes.planner.noSaving"
                values={{ distance: km.format(proposal.distanceKm) }}
                components={{ n: number }}
              />
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="planner-distance-by">
            {t(`installer-routes.planner.distanceBy.${proposal.distanceBy}`)}
          </Typography>
          <Box component="ol" sx={{ margin: 0, paddingInlineStart: 3 }} data-testid="planner-order">
            {proposal.order.map((docId) => {
              const card = byDocId.get(docId);
              return (
                <li key={docId} data-testid="planner-stop">
                  <bdi dir="ltr">{docId}</bdi>
                  {card && ` · ${card.userInformation.name} · ${card.shippingAddress.city}`}
                </li>
              );
            })}
          </Box>
          {proposal.unlocated.length > 0 && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ marginBlockStart: 1 }}
              data-testid="planner-unlocated"
            >
              {t('installer-routes.planner.unlocated')}{' '}
              {proposal.unlocated.map((docId, index) => (
                <span key={docId}>
                  {index > 0 && ', '}
                  <bdi dir="ltr">{docId}</bdi>
                </span>
              ))}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, marginBlockStart: 2, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              onClick={() => setConfirming(true)}
              disabled={proposal.order.length === 0}
              sx={{ minBlockSize: 48 }}
              data-testid="planner-apply"
            >
              {t('installer-routes.planner.apply')}
            </Button>
            <Button onClick={() => optimize.reset()} sx={{ minBlockSize: 48 }} data-testid="planner-cancel">
              {t('installer-routes.planner.cancel')}
            </Button>
          </Box>
        </Paper>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('installer-routes.planner.confirmTitle')}
        message={t('installer-routes.planner.confirmMessage', { count: proposal?.order.length ?? 0 })}
        confirmLabel={t('installer-routes.planner.apply')}
        isPending={apply.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
