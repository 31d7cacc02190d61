import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { GlobalStyles, IconButton, Tooltip } from '@mui/material';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/**
 * A list printed as people expect (issue 18): the rows and the filters that chose them, across a
 * landscape page, without the frame, the controls, the row buttons or the pager. Anything marked
 * `data-print="hide"` is left out; `data-print="only"` is printed and never shown on screen.
 * Printing is the browser's own, so it follows the screen's language and direction.
 */
const printStyles = {
  '[data-print="only"]': { display: 'none' },
  '@media print': {
    '@page': { size: 'A4 landscape', margin: '10mm' },
    'body, #main-content': { background: '#fff' },
    // The frame: top bar, sidebar and the spacer under the top bar.
    'header.MuiAppBar-root, nav, #main-content > .MuiToolbar-root, [data-print="hide"]': {
      display: 'none !important',
    },
    '#main-content': { padding: '0 !important' },
    '[data-print="only"]': { display: 'block' },
    '.MuiTableContainer-root': { overflow: 'visible !important' },
    // The screen's minimum width (a sideways scroll there) would cut the page's edge.
    'table.MuiTable-root': { fontSize: '9pt', minWidth: '0 !important' },
    '.MuiTableCell-root': { padding: '4px 6px', position: 'static !important' },
    'thead.MuiTableHead-root': { display: 'table-header-group' },
    'tr.MuiTableRow-root': { breakInside: 'avoid' },
    'a, a:visited': { color: 'inherit', textDecoration: 'none' },
  },
} as const;

export function ListPrintStyles() {
  return <GlobalStyles styles={printStyles} />;
}

/** The toolbar's print button: the list as it is on screen, through the print styles above. */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('ui.toolbar.print')}>
      <IconButton onClick={() => window.print()} aria-label={t('ui.toolbar.print')} data-testid="list-print">
        <PrintOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}

/** Printed above the list only: when it was printed, so a sheet on a desk says how current it is. */
export function PrintedAt() {
  const { t } = useTranslation();
  const stamp = dayjs().format('DD/MM/YYYY HH:mm');
  return (
    <div data-print="only" style={{ fontSize: '9pt', marginBlockEnd: '4px' }}>
      {/* Isolated, so a right-to-left line keeps the date before the time. */}
      {t('ui.toolbar.printedAt', { date: `\u2066${stamp}\u2069` })}
    </div>
  );
}
