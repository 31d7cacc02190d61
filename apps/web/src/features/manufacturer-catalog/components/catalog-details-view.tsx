import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Chip,
  LinearProgress,
  Link,
  List,
  ListItemButton,
  ListItemText,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import type { CatalogDetails } from '@tg/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import type { CatalogPath } from '../api/use-manufacturer-catalog';
import { useCatalogDetails } from '../api/use-manufacturer-catalog';
import { CatalogItemDialog } from './catalog-item-dialog';

export interface CatalogDetailsViewProps {
  path: CatalogPath;
  /** Drilling into a model or sub-model, or back up through the breadcrumbs. */
  onNavigate: (path: CatalogPath) => void;
}

type TabId = 'models' | 'vehicleNumbers' | 'chassisNumbers' | 'items' | 'years';

/**
 * The details of a manufacturer, model or sub-model (spec 3 §2.10): tabs of models, vehicle
 * numbers, chassis numbers, items and years, with breadcrumbs back up. Shared by the modal and
 * the catalogDetails page.
 */
export function CatalogDetailsView({ path, onNavigate }: CatalogDetailsViewProps) {
  // A new level starts on its first tab.
  return <LevelDetails key={JSON.stringify(path)} path={path} onNavigate={onNavigate} />;
}

function LevelDetails({ path, onNavigate }: CatalogDetailsViewProps) {
  const { t } = useTranslation();
  const details = useCatalogDetails(path);
  const isSubModel = Boolean(path.subModel);
  const tabs: TabId[] = isSubModel
    ? ['vehicleNumbers', 'chassisNumbers', 'items', 'years']
    : ['models', 'vehicleNumbers', 'chassisNumbers', 'items', 'years'];
  const [tab, setTab] = useState<TabId>(tabs[0] ?? 'vehicleNumbers');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <PathBreadcrumbs path={path} onNavigate={onNavigate} />
      {details.isPending ? <LinearProgress aria-label={t('manufacturer-catalog.details.loading')} /> : null}
      {details.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void details.refetch()}>
              {t('manufacturer-catalog.actions.retry')}
            </Button>
          }
        >
          {details.error instanceof ApiError && details.error.status === 404
            ? t('manufacturer-catalog.details.notFound')
            : t('manufacturer-catalog.details.loadError')}
        </Alert>
      ) : null}
      {details.data ? (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: TabId) => setTab(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('manufacturer-catalog.details.tabsLabel')}
          >
            {tabs.map((id) => (
              <Tab
                key={id}
                value={id}
                label={t(`manufacturer-catalog.details.tabs.${id}`)}
                data-testid={`tab-${id}`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" sx={{ minHeight: 160 }}>
            {tab === 'models' ? (
              <ModelsTab path={path} details={details.data} onNavigate={onNavigate} />
            ) : null}
            {tab === 'vehicleNumbers' ? (
              <NumbersTab
                numbers={details.data.vehicleNumbers}
                total={details.data.vehicleNumberCount}
                emptyText={t('manufacturer-catalog.details.empty.vehicleNumbers')}
              />
            ) : null}
            {tab === 'chassisNumbers' ? (
              <NumbersTab
                numbers={details.data.chassisNumbers}
                total={details.data.chassisNumberCount}
                emptyText={t('manufacturer-catalog.details.empty.chassisNumbers')}
              />
            ) : null}
            {tab === 'items' ? <ItemsTab products={details.data.products} /> : null}
            {tab === 'years' ? <YearsTab years={details.data.years} /> : null}
          </Box>
        </>
      ) : null}
    </Box>
  );
}

function PathBreadcrumbs({ path, onNavigate }: CatalogDetailsViewProps) {
  const { t } = useTranslation();
  const steps: { label: string; target: CatalogPath }[] = [
    { label: path.machine, target: { machine: path.machine } },
  ];
  if (path.model) steps.push({ label: path.model, target: { machine: path.machine, model: path.model } });
  if (path.model && path.subModel) steps.push({ label: path.subModel, target: path });
  return (
    <Breadcrumbs aria-label={t('manufacturer-catalog.details.breadcrumbs')}>
      {steps.map((step, index) =>
        index === steps.length - 1 ? (
          <Typography key={step.label} color="text.primary" sx={{ fontWeight: 600 }} aria-current="page">
            {step.label}
          </Typography>
        ) : (
          <Link
            key={step.label}
            component="button"
            type="button"
            underline="hover"
            onClick={() => onNavigate(step.target)}
          >
            {step.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ paddingBlock: 3, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}

function ModelsTab({ path, details, onNavigate }: CatalogDetailsViewProps & { details: CatalogDetails }) {
  const { t } = useTranslation();
  const [isAdding, setAdding] = useState(false);
  const isModelLevel = Boolean(path.model);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: 1 }}>
        <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="catalog-add-model">
          {isModelLevel
            ? t('manufacturer-catalog.details.addSubModel')
            : t('manufacturer-catalog.details.addModel')}
        </Button>
      </Box>
      {details.models.length === 0 ? (
        <Empty>
          {isModelLevel
            ? t('manufacturer-catalog.details.empty.subModels')
            : t('manufacturer-catalog.details.empty.models')}
        </Empty>
      ) : (
        <List dense disablePadding>
          {details.models.map((model) => (
            <ListItemButton
              key={model.name}
              divider
              onClick={() =>
                onNavigate(
                  isModelLevel
                    ? { machine: path.machine, model: path.model, subModel: model.name }
                    : { machine: path.machine, model: model.name },
                )
              }
              data-testid={`catalog-model-${model.name}`}
            >
              <ListItemText
                primary={model.name}
                secondary={
                  isModelLevel
                    ? undefined
                    : t('manufacturer-catalog.details.subModelCount', { number: model.subModelCount })
                }
              />
            </ListItemButton>
          ))}
        </List>
      )}
      <CatalogItemDialog
        open={isAdding}
        level={isModelLevel ? 'subModel' : 'model'}
        machine={path.machine}
        model={path.model}
        onClose={() => setAdding(false)}
      />
    </Box>
  );
}

function NumbersTab({ numbers, total, emptyText }: { numbers: string[]; total: number; emptyText: string }) {
  const { t } = useTranslation();
  if (total === 0) return <Empty>{emptyText}</Empty>;
  return (
    <Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ marginBlockEnd: 1 }}
        data-testid="catalog-numbers-count"
      >
        {t('manufacturer-catalog.details.showing', { shown: numbers.length, total })}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 0.5,
        }}
      >
        {numbers.map((number) => (
          <Box component="li" key={number} dir="ltr" sx={{ fontFamily: 'monospace', textAlign: 'start' }}>
            {number}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function ItemsTab({ products }: { products: CatalogDetails['products'] }) {
  const { t } = useTranslation();
  if (products.length === 0) return <Empty>{t('manufacturer-catalog.details.empty.products')}</Empty>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
        {t('manufacturer-catalog.details.productCount', { number: products.length })}
      </Typography>
      <Table size="small" aria-label={t('manufacturer-catalog.details.tabs.items')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('manufacturer-catalog.details.columns.catalogNumber')}</TableCell>
            <TableCell>{t('manufacturer-catalog.details.columns.name')}</TableCell>
            <TableCell>{t('manufacturer-catalog.details.columns.category')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product._id}>
              <TableCell dir="ltr" sx={{ textAlign: 'start' }}>
                {product.catalogNumber}
              </TableCell>
              <TableCell>{product.name}</TableCell>
              <TableCell>{product.category}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function YearsTab({ years }: { years: string[] }) {
  const { t } = useTranslation();
  if (years.length === 0) return <Empty>{t('manufacturer-catalog.details.empty.years')}</Empty>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {years.map((year) => (
        <Chip key={year} label={year} variant="outlined" />
      ))}
    </Box>
  );
}
