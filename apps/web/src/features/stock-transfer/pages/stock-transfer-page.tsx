import { Box, Typography } from '@mui/material';
import { can } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import { TransferForm } from '../components/transfer-form';
import { TransfersList } from '../components/transfers-list';

/**
 * Warehouses → warehouse transfer (worker path stock/transfer): the transfer form for the roles
 * that move stock, and the transfers so far below it.
 */
export function StockTransferPage() {
  const { t } = useTranslation();
  const { userRole } = useAuth();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {t('stock-transfer.title')}
      </Typography>
      {can(userRole, 'stock.transfer') ? <TransferForm /> : null}
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {t('stock-transfer.list.title')}
      </Typography>
      <TransfersList />
    </Box>
  );
}
