import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ProductTextField } from './product-text-field';

/** How the product is installed: free text for the installer. */
export function InstructionsTab() {
  const { t } = useTranslation();
  return (
    <Stack>
      <ProductTextField
        name="installationInstructions"
        multiline
        minRows={6}
        hint={t('products.dialog.instructionsHint')}
      />
    </Stack>
  );
}

/** Staff comments on the product. */
export function CommentsTab() {
  return (
    <Stack>
      <ProductTextField name="comments" multiline minRows={6} />
    </Stack>
  );
}
