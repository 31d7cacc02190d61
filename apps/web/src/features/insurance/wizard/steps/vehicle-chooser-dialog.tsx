import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { RegistryItem } from '@tg/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizardContext } from '../wizard-context';

const columns = ['tozeret_nm', 'degem_nm', 'shnat_yitzur', 'mispar_shilda', 'mispar_rechev'] as const;
const ltrColumns: readonly string[] = ['shnat_yitzur', 'mispar_shilda', 'mispar_rechev'];

function PickButton({ item, onPick }: { item: RegistryItem; onPick: (item: RegistryItem) => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => onPick(item)}
      aria-label={t('insurance-wizard.vehicle.chooser.pickLabel', {
        name: [item.tozeret_nm, item.degem_nm, item.mispar_shilda].filter(Boolean).join(' '),
      })}
      data-testid={`wizard-vehicle-pick-${item._id}`}
    >
      {t('insurance-wizard.vehicle.chooser.pick')}
    </Button>
  );
}

/**
 * Several registry records share the searched number: the person picks one (spec 1 §2, §8). A
 * table on wide screens; on phones a list, so the pick button never scrolls out of sight.
 */
export function VehicleChooserDialog() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { vehicleSearch } = useWizardContext();
  const { choices, choose } = vehicleSearch;
  const items = choices?.items ?? [];
  const column = (name: (typeof columns)[number]) => t(`insurance-wizard.vehicle.chooser.columns.${name}`);
  return (
    <Dialog
      open={choices !== null}
      onClose={vehicleSearch.closeChooser}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={isPhone}
      data-testid="wizard-vehicle-chooser"
    >
      <DialogTitle id={titleId}>
        {t('insurance-wizard.vehicle.chooser.title', { number: choices?.number ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ marginBlockEnd: 1 }}>
          {t('insurance-wizard.vehicle.chooser.body')}
        </DialogContentText>
        {isPhone ? (
          <List disablePadding>
            {items.map((item) => (
              <ListItem
                key={item._id}
                divider
                disableGutters
                secondaryAction={<PickButton item={item} onPick={choose} />}
                data-testid="wizard-vehicle-choice"
              >
                <ListItemText
                  primary={[item.tozeret_nm, item.degem_nm, item.shnat_yitzur].filter(Boolean).join(' · ')}
                  secondary={
                    <>
                      {`${column('mispar_shilda')}: `}
                      <span dir="ltr">{item.mispar_shilda || '—'}</span>
                      <br />
                      {`${column('mispar_rechev')}: `}
                      <span dir="ltr">{item.mispar_rechev || '—'}</span>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {columns.map((name) => (
                    <TableCell key={name}>{column(name)}</TableCell>
                  ))}
                  <TableCell>{t('insurance-wizard.vehicle.chooser.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item._id} hover data-testid="wizard-vehicle-choice">
                    {columns.map((name) => (
                      <TableCell key={name}>
                        {/* Numbers keep their order inside a right-to-left row. */}
                        <span dir={ltrColumns.includes(name) ? 'ltr' : undefined}>{item[name] || '—'}</span>
                      </TableCell>
                    ))}
                    <TableCell>
                      <PickButton item={item} onPick={choose} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={vehicleSearch.closeChooser} data-testid="wizard-vehicle-chooser-cancel">
          {t('insurance-wizard.vehicle.chooser.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
