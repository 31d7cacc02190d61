import CreateDocumentIcon from '@mui/icons-material/NoteAddOutlined';
import ApproveIcon from '@mui/icons-material/TaskAltOutlined';
import { Box, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import type { ServiceCall } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../ui/row-actions';
import { serviceCallDocumentCategories } from '../api/use-service-call-documents';
import { serviceCallName } from '../service-call-display';
import type { CreateDocumentHandler } from './documents/use-document-from-service-call';

export interface ServiceCallRowActionsProps {
  call: ServiceCall;
  onView: () => void;
  /** Shown only when given: the page passes it for pending calls the caller may approve. */
  onApprove?: () => void;
  /** Shown only when given: the page passes it for approved calls the caller may carry into a document. */
  onCreateDocument?: CreateDocumentHandler;
}

export function ServiceCallRowActions({
  call,
  onView,
  onApprove,
  onCreateDocument,
}: ServiceCallRowActionsProps) {
  const { t } = useTranslation();
  const name = serviceCallName(call);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
      <RowActions itemName={name} onView={onView} />
      {onApprove ? (
        <Tooltip title={t('service-calls.actions.approveShort')}>
          <IconButton
            size="small"
            color="success"
            onClick={onApprove}
            aria-label={t('service-calls.actions.approve', { name })}
            data-testid="row-approve"
          >
            <ApproveIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onCreateDocument ? (
        <>
          <Tooltip title={t('service-calls.actions.createDocumentShort')}>
            <IconButton
              size="small"
              color="primary"
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              aria-label={t('service-calls.actions.createDocument', { name })}
              aria-haspopup="menu"
              aria-controls={menuAnchor ? menuId : undefined}
              aria-expanded={menuAnchor ? 'true' : undefined}
              data-testid="row-create-document"
            >
              <CreateDocumentIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu
            id={menuId}
            anchorEl={menuAnchor}
            open={Boolean(menuAnchor)}
            onClose={() => setMenuAnchor(null)}
          >
            {serviceCallDocumentCategories.map((category) => (
              <MenuItem
                key={category}
                onClick={() => {
                  setMenuAnchor(null);
                  onCreateDocument(category);
                }}
                data-testid={`row-create-${category}`}
              >
                {t(`service-calls.actions.create.${category}`)}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
