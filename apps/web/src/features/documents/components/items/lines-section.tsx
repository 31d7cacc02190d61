import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, useMediaQuery, useTheme } from '@mui/material';
import { type DocumentInput, isFreeItem, type LineItemInput } from '@tg/domain';
import { type ReactNode, useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type LineKind, linePath } from './line-fields';
import { columnWidths, LineRow, lineColumns } from './line-row';
import { LineRemoveDialog, LinesHeading, LineTable } from './line-table';
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
  const [deleting, setDeleting] = useState<number | null>(null);
  const addLine: AddLine = (line) =>
    append(line, { focusName: linePath(kind, fields.length, isFreeItem(line) ? 'generalName' : 'quantity') });
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
      <LinesHeading id={headingId} title={t(`document-items.${kind}.title`)}>
        {readOnly ? null : actions(addLine)}
      </LinesHeading>
      <LineTable
        kind={kind}
        errorTestId={`doc-items-${kind}-error`}
        headingId={headingId}
        asCards={asCards}
        columns={columns}
        widths={columnWidths}
        minWidth={780}
        columnTitle={(column) => t(`document-items.columns.${column}`)}
        empty={{ text: t(`document-items.${kind}.empty`), testId: `doc-items-${kind}-empty` }}
        rows={rows}
      />
      <LineRemoveDialog
        index={deleting}
        title={t(`document-items.${kind}.deleteTitle`)}
        message={t(`document-items.${kind}.deleteMessage`, { number: (deleting ?? 0) + 1 })}
        confirmLabel={t('document-items.delete')}
        onRemove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

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
