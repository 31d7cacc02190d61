import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog, policyCsvTemplatePath } from './csv-import-dialog';

export interface CsvImportActionsProps {
  /** Whoever may not import still downloads the template. */
  canImport: boolean;
  /** Test hooks `<prefix>-template` and `<prefix>-import`. */
  testIdPrefix: string;
  /** Staff imports are active at once; anyone else's rows await approval (issue 13). */
  importsActive: boolean;
}

/** A subscriptions table's CSV buttons (spec 1 §2): the template to download, and the import with its dialog. */
export function CsvImportActions({ canImport, testIdPrefix, importsActive }: CsvImportActionsProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        component="a"
        href={policyCsvTemplatePath}
        download
        startIcon={<DownloadIcon />}
        data-testid={`${testIdPrefix}-template`}
      >
        {t('insurance.import.downloadTemplate')}
      </Button>
      {canImport ? (
        <>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => setOpen(true)}
            data-testid={`${testIdPrefix}-import`}
          >
            {t('insurance.import.openButton')}
          </Button>
          <CsvImportDialog open={isOpen} onClose={() => setOpen(false)} importsActive={importsActive} />
        </>
      ) : null}
    </>
  );
}
