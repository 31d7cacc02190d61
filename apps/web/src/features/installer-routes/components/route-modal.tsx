import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  applyCardChange,
  type BusinessDocument,
  can,
  compareRouteCards,
  formatDisplayDate,
  type InstallerRoute,
  type IsoDate,
} from '@tg/domain';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import { useInvalidateRoutes, useMapSettings, useUpdateBoard } from '../api/use-installer-routes';
import { cardsOfTab, type RouteTab, routeCardOf, routeDaysAround, routeTabs } from '../route-display';
import { RouteCardItem } from './route-card-item';
import { RoutePlanner } from './route-planner';

// Leaflet and its styles come with the map only: the dashboard itself stays small.
const RouteMap = lazy(() => import('./route-map').then((m) => ({ default: m.RouteMap })));
// The documents modal is large and opened only for a card: it comes when first asked for.
const WorkCardOpener = lazy(() => import('./work-card-opener').then((m) => ({ default: m.WorkCardOpener })));

const offline = { tileUrl: null, attribution: '' };

/**
 * One installer's route for the chosen day (spec 2 §2): the map, the cards in route order with
 * tabs by state, each card's route number, the planner, and each work card in the documents
 * modal. Full screen on phones.
 */
export function RouteModal({
  route,
  day,
  open,
  onClose,
}: {
  route: InstallerRoute;
  day: IsoDate;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { userRole } = useAuth();
  const titleId = useId();
  const [tab, setTab] = useState<RouteTab>('all');
  const [openedDocId, setOpenedDocId] = useState<number | null>(null);
  const timeRange = formatDisplayDate(day);
  const days = routeDaysAround(day);
  const updateBoard = useUpdateBoard(timeRange);
  const invalidateRoutes = useInvalidateRoutes();
  const mapSettings = useMapSettings();
  const installerId = route.installerDetails._id;
  const name = route.installerDetails.userInformation.name;
  const cards = useMemo(() => [...route.todayWorkCards].sort(compareRouteCards), [route.todayWorkCards]);
  const shown = cardsOfTab(cards, tab);
  const canPlan = can(userRole, 'routes.plan');
  const canNumber = can(userRole, 'documents.progress');

  const saved = (doc: BusinessDocument) => {
    const previous = cards.find((card) => card._id === doc._id);
    // Spec 2 §4's route rule at once; the refresh then brings what the server decided.
    updateBoard((routes) =>
      applyCardChange(routes, routeCardOf(doc, previous), doc.handleBy.installer?.id ?? null, days),
    );
    void invalidateRoutes();
  };
  const applied = (next: InstallerRoute) =>
    updateBoard((routes) =>
      routes.map((current) => (current.installerDetails._id === next.installerDetails._id ? next : current)),
    );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      data-testid="route-modal"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineEnd: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          {t('installer-routes.modal.title', { name })}{' '}
          <Typography component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            <bdi dir="ltr">{timeRange}</bdi>
          </Typography>
        </Box>
        <IconButton
          onClick={onClose}
          aria-label={t('installer-routes.modal.close')}
          sx={{ inlineSize: 48, blockSize: 48 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              order: { xs: 0, md: 1 },
              // Beside a long list the map stays in view.
              position: { md: 'sticky' },
              insetBlockStart: { md: 0 },
            }}
          >
            {mapSettings.isPending ? (
              <Skeleton variant="rounded" height={280} aria-label={t('installer-routes.map.loading')} />
            ) : (
              <Suspense
                fallback={
                  <Skeleton variant="rounded" height={280} aria-label={t('installer-routes.map.loading')} />
                }
              >
                <RouteMap cards={cards} settings={mapSettings.data ?? offline} onSelect={setOpenedDocId} />
              </Suspense>
            )}
            {cards.some((card) => !card.location) && (
              <Box
                data-testid="route-unlocated"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
              >
                <Typography variant="body2" color="text.secondary">
                  {t('installer-routes.map.noPlace')}
                </Typography>
                {cards
                  .filter((card) => !card.location)
                  .map((card) => (
                    <Chip
                      key={card._id}
                      size="small"
                      variant="outlined"
                      label={
                        <>
                          <bdi dir="ltr">{card.docId}</bdi> · {card.shippingAddress.city || '—'}
                        </>
                      }
                    />
                  ))}
              </Box>
            )}
            {canPlan && (
              <RoutePlanner
                installerId={installerId}
                timeRange={timeRange}
                cards={cards}
                onApplied={applied}
              />
            )}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, order: { xs: 1, md: 0 } }}>
            <Tabs
              value={tab}
              onChange={(_event, next: RouteTab) => setTab(next)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('installer-routes.modal.tabsLabel')}
            >
              {routeTabs.map((key) => (
                <Tab
                  key={key}
                  value={key}
                  sx={{ minBlockSize: 48 }}
                  data-testid={`route-tab-${key}`}
                  label={
                    <span>
                      {t(`installer-routes.modal.tabs.${key}`)} (
                      <bdi dir="ltr">{cardsOfTab(cards, key).length}</bdi>)
                    </span>
                  }
                />
              ))}
            </Tabs>
            {shown.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }} data-testid="route-empty">
                {cards.length === 0 ? t('installer-routes.noCards') : t('installer-routes.modal.emptyTab')}
              </Typography>
            ) : (
              <Box component="ol" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1 }}>
                {shown.map((card) => (
                  <li key={card._id}>
                    <RouteCardItem
                      card={card}
                      stop={cards.indexOf(card) + 1}
                      canNumber={canNumber}
                      onOpen={() => setOpenedDocId(card.docId)}
                    />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        </Box>
      </DialogContent>
      {openedDocId !== null && (
        <Suspense fallback={null}>
          <WorkCardOpener docId={openedDocId} onSaved={saved} onClose={() => setOpenedDocId(null)} />
        </Suspense>
      )}
    </Dialog>
  );
}
