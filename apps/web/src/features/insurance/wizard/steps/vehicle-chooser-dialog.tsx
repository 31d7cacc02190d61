import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizardContext } from '../wizard-context';

const columns = ['tozeret_nm', 'degem_nm', 'shnat_yitzur', 'mispar_shilda', 'mispar_rechev'] as const;
const ltrColumns: readonly string[] = ['shnat_yitzur', 'mispar_shilda', 'mispar_rechev'];

/** Several registry records share the searched number: the person picks one (spec 1 §2, §8). */
export function VehicleChooserDialog() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { vehicleSearch } = useWizardContext();
  const { choices } = vehicleSearch;
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
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>
                    {t(`insurance-wizard.vehicle.chooser.columns.${column}`)}
                  </TableCell>
                ))}
                <TableCell>{t('insurance-wizard.vehicle.chooser.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(choices?.items ?? []).map((item) => (
                <TableRow key={item._id} hover data-testid="wizard-vehicle-choice">
                  {columns.map((column) => (
                    <TableCell key={column}>
                      {/* Numbers keep their order inside a right-to-left row. */}
                      <span dir={ltrColumns.includes(column) ? 'ltr' : undefined}>{item[column] || '—'}</span>
                    </TableCell>
                  ))}
                  <TableCell>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => vehicleSearch.choose(item)}
                      aria-label={t('insurance-wizard.vehicle.chooser.pickLabel', {
                        name: [item.tozeret_nm, item.degem_nm, item.mispar_shilda].filter(Boolean).join(' '),
                      })}
                      data-testid={`wizard-vehicle-pick-${item._id}`}
                    >
                      {t('insurance-wizard.vehicle.chooser.pick')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={vehicleSearch.closeChooser} data-testid="wizard-vehicle-chooser-cancel">
          {t('insurance-wizard.vehicle.chooser.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
