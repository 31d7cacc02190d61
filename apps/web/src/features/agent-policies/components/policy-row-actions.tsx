import AutorenewIcon from '@mui/icons-material/Autorenew';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import type { Policy } from '@tg/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowActionSet } from '../agent-policy-tabs';

export interface PolicyRowHandlers {
  onEdit: (policy: Policy) => void;
  onToggleDetails: (policy: Policy) => void;
  onPdf: (policy: Policy) => void;
  onCancel: (policy: Policy) => void;
  onApprove: (policy: Policy) => void;
  onRenew: (policy: Policy) => void;
}

export interface PolicyRowActionsProps extends PolicyRowHandlers {
  policy: Policy;
  actions: RowActionSet;
  isExpanded: boolean;
  /** The id of the details panel the expand button opens. */
  detailsId: string;
}

/** Compact buttons: up to five fit the table's actions column; phones get full-size targets. */
const buttonSx = { padding: { xs: 1, sm: 0.25 } };

function ActionButton(props: {
  label: string;
  testId: string;
  onClick: () => void;
  children: ReactNode;
  color?: 'error' | 'success';
  expanded?: boolean;
  controls?: string;
}) {
  return (
    <Tooltip title={props.label}>
      <IconButton
        size="small"
        color={props.color}
        onClick={props.onClick}
        aria-label={props.label}
        aria-expanded={props.expanded}
        aria-controls={props.expanded ? props.controls : undefined}
        data-testid={props.testId}
        sx={buttonSx}
      >
        {props.children}
      </IconButton>
    </Tooltip>
  );
}

/** The row's buttons per tab (spec 1 §2), and the "more" menu with renew and cancel. */
export function PolicyRowActions({
  policy,
  actions,
  isExpanded,
  detailsId,
  onEdit,
  onToggleDetails,
  onPdf,
  onCancel,
  onApprove,
  onRenew,
}: PolicyRowActionsProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const name = policy.policyNumber;
  const closeMenu = () => setMenuAnchor(null);
  const fromMenu = (action: (policy: Policy) => void) => () => {
    closeMenu();
    action(policy);
  };
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
      {actions.edit ? (
        <ActionButton
          label={t('agent-policies.actions.edit', { number: name })}
          testId="policy-edit"
          onClick={() => onEdit(policy)}
        >
          <EditIcon fontSize="small" />
        </ActionButton>
      ) : null}
      <ActionButton
        label={t(isExpanded ? 'agent-policies.actions.collapse' : 'agent-policies.actions.expand', {
          number: name,
        })}
        testId="policy-expand"
        onClick={() => onToggleDetails(policy)}
        expanded={isExpanded}
        controls={detailsId}
      >
        {isExpanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ActionButton>
      {actions.pdf ? (
        <ActionButton
          label={t('agent-policies.actions.pdf', { number: name })}
          testId="policy-pdf"
          onClick={() => onPdf(policy)}
        >
          <PictureAsPdfIcon fontSize="small" />
        </ActionButton>
      ) : null}
      {actions.cancel ? (
        <ActionButton
          label={t('agent-policies.actions.cancel', { number: name })}
          testId="policy-cancel"
          color="error"
          onClick={() => onCancel(policy)}
        >
          <CancelIcon fontSize="small" />
        </ActionButton>
      ) : null}
      {actions.approve ? (
        <ActionButton
          label={t('agent-policies.actions.approve', { number: name })}
          testId="policy-approve"
          color="success"
          onClick={() => onApprove(policy)}
        >
          <CheckCircleIcon fontSize="small" />
        </ActionButton>
      ) : null}
      {actions.menu ? (
        <>
          <Tooltip title={t('agent-policies.actions.more')}>
            <IconButton
              size="small"
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              aria-label={t('agent-policies.actions.moreFor', { number: name })}
              aria-haspopup="menu"
              aria-expanded={Boolean(menuAnchor)}
              aria-controls={menuAnchor ? menuId : undefined}
              data-testid="policy-more"
              sx={buttonSx}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu id={menuId} anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={closeMenu}>
            <MenuItem onClick={fromMenu(onRenew)} data-testid="policy-menu-renew">
              <ListItemIcon>
                <AutorenewIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('agent-policies.actions.renew')}</ListItemText>
            </MenuItem>
            {actions.menuCancel ? (
              <MenuItem onClick={fromMenu(onCancel)} data-testid="policy-menu-cancel">
                <ListItemIcon>
                  <CancelIcon fontSize="small" color="error" />
                </ListItemIcon>
                <ListItemText>{t('agent-policies.actions.cancelShort')}</ListItemText>
              </MenuItem>
            ) : null}
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
