import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { detailFieldsOf } from '../../registry-fields';
import { useRegistryDialog } from './registry-dialog-context';
import { RegistryTextField } from './registry-text-field';

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
  columnGap: 2,
  rowGap: 0.5,
} as const;

/**
 * The record itself: the five common fields every category requires (spec 3 §5), the type, then
 * the category's own fields as the government publishes them.
 */
export function VehicleDetailsTab() {
  const { t } = useTranslation();
  const { category, item } = useRegistryDialog();
  const ownFields = detailFieldsOf(category);
  return (
    <Stack spacing={1}>
      {item ? (
        <Box>
          <Chip
            size="small"
            variant="outlined"
            color={item.createdByGov ? 'primary' : 'default'}
            label={t(item.createdByGov ? 'registry.source.governmentRecord' : 'registry.source.manualRecord')}
            data-testid="registry-item-source"
          />
        </Box>
      ) : null}
      <Box sx={grid}>
        <RegistryTextField field="mispar_rechev" required autoFocus />
        <RegistryTextField field="mispar_shilda" required />
        <RegistryTextField field="tozeret_nm" required />
        <RegistryTextField field="degem_nm" required />
        <RegistryTextField field="shnat_yitzur" required inputMode="numeric" maxLength={4} />
        <RegistryTextField field="sug_tzama_nm" />
      </Box>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ paddingBlockStart: 1 }}>
        {t('registry.dialog.ownFields', { category: t(`registry.categories.${category}`) })}
      </Typography>
      <Box sx={grid}>
        {ownFields.map((name) => (
          <RegistryTextField key={name} field={name} />
        ))}
      </Box>
    </Stack>
  );
}
