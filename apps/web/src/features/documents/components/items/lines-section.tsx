import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type DocumentInput, isFreeItem, type LineItemInput } from '@tg/domain';
import { type ReactNode, useId, useState } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { type LineKind, linePath } from './line-fields';
import { columnWidths, LineRow, lineColumns } from './line-row';
import type { LineInstaller } from './use-line-pickers';

export interface LinesSectionProps {
  kind: LineKind;
  readOnly: boolean;
  installers: LineInstaller[];
  /** The add buttons (and their pickers), given the function that appends a line; none when read-only. */
  actions: (addLine: AddLine) => ReactNode;
}

/** Appends a line and puts the focus on its first field to type in. */
export type AddLine = (line: LineItemInput) => void;

/**
 * One line table (products or works): a table on wide screens, a card per line on phones, each
 * line deleted after a confirmation.
 */
export function LinesSection({ kind, readOnly, installers, actions }: LinesSectionProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const asCards = useMediaQuery(theme.breakpoints.down('md'));
  const headingId = useId();
  const { control } = useFormContext<DocumentInput>();
  const { fields, append, remove } = useFieldArray({ control, name: kind, keyName: 'fieldKey' });
  const { errors } = useFormState<DocumentInput>({ control, name: kind });
  const [deleting, setDeleting] = useState<number | null>(null);
  const addLine: AddLine = (line) =>
    append(line, { focusName: linePath(kind, fields.length, isFreeItem(line) ? 'generalName' : 'quantity') });
  const sectionError = errors[kind] as { message?: string; root?: { message?: string } } | undefined;
  const sectionMessage = translateFieldError(t, sectionError?.message ?? sectionError?.root?.message);
  const columns = lineColumns[kind].filter((column) => column !== 'actions' || !readOnly);

  const rows = fields.map((line, index) => (
    <LineRow
      key={line.fieldKey}
      kind={kind}
      index={index}
      readOnly={readOnly}
      asCard={asCards}
      installers={installers}
      onDelete={() => setDeleting(index)}
    />
  ));

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} data-testid={`doc-items-${kind}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {t(`document-items.${kind}.title`)}
        </Typography>
        {readOnly ? null : actions(addLine)}
      </Box>
      {sectionMessage ? (
        <Alert severity="error" data-testid={`doc-items-${kind}-error`}>
          {sectionMessage}
        </Alert>
      ) : null}
      {fields.length === 0 ? (
        <Typography color="text.secondary" data-testid={`doc-items-${kind}-empty`}>
          {t(`document-items.${kind}.empty`)}
        </Typography>
      ) : asCards ? (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId} sx={{ tableLayout: 'fixed', minWidth: 780 }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column}
                    sx={{ width: columnWidths[column], paddingInline: 0.75, whiteSpace: 'nowrap' }}
                  >
                    {column === 'actions' ? (
                      <Box component="span" sx={visuallyHidden}>
                        {t('document-items.columns.actions')}
                      </Box>
                    ) : (
                      t(`document-items.columns.${column}`)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{rows}</TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t(`document-items.${kind}.deleteTitle`)}
        message={t(`document-items.${kind}.deleteMessage`, { number: (deleting ?? 0) + 1 })}
        confirmLabel={t('document-items.delete')}
        destructive
        onConfirm={() => {
          if (deleting !== null) remove(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function AddButton({
  label,
  testId,
  onClick,
  disabled = false,
}: {
  label: string;
  testId: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<AddIcon />}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
