import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ParsedWarehouseInput,
  type Warehouse,
  type WarehouseInput,
  warehouseInputSchema,
} from '@tg/domain';
import { useEffect, useMemo } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, saveFailureMessage } from '../../../../app/api-errors';
import { useNotify } from '../../../../app/notifications';
import { hasUnsavedRequest } from '../../../../ui/edit-tracking';
import { useNextWarehouseId, useSaveWarehouse } from '../../api/use-warehouses';

export type WarehouseFormValues = Required<WarehouseInput>;
export type WarehouseForm = UseFormReturn<WarehouseFormValues, unknown, ParsedWarehouseInput>;
export type WarehouseFormMode = 'create' | 'edit' | 'view';
const fieldOrder = ['id', 'name', 'address', 'role', 'owner'] as const;

export function toFormValues(warehouse?: Warehouse): WarehouseFormValues {
  return {
    id: warehouse?.id ?? '',
    name: warehouse?.name ?? '',
    address: warehouse?.address ?? '',
    role: warehouse?.role ?? 'warehouse',
    owner: warehouse?.owner ?? '',
  };
}

const trimmed = (values: WarehouseFormValues) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));

/** Save waits for a name and a number. */
export const isWarehouseComplete = (values: Partial<WarehouseFormValues>) =>
  Boolean(values.name?.trim() && values.id?.trim());

/**
 * The warehouse's general details as a form (spec 3 §2.6), held by the dialog so its footer stays
 * in view on every tab. A new warehouse gets the next free number from the server; a failed save
 * keeps what was typed and puts the server's messages beside the fields.
 */
export function useWarehouseForm({
  mode,
  warehouse,
  isOpen = true,
  onSaved,
}: {
  mode: WarehouseFormMode;
  warehouse?: Warehouse;
  /** A closed dialog asks the server nothing. */
  isOpen?: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const original = useMemo(() => toFormValues(warehouse), [warehouse]);
  const form: WarehouseForm = useForm<WarehouseFormValues, unknown, ParsedWarehouseInput>({
    defaultValues: original,
    resolver: zodResolver(warehouseInputSchema) as unknown as Resolver<
      WarehouseFormValues,
      unknown,
      ParsedWarehouseInput
    >,
    mode: 'onTouched',
  });
  const save = useSaveWarehouse();
  const nextId = useNextWarehouseId(isOpen && mode === 'create');
  const suggestedId = nextId.data?.newId;
  useEffect(() => {
    // The suggestion never replaces a number the person already typed.
    if (suggestedId && !form.getValues('id')) form.setValue('id', suggestedId, { shouldValidate: true });
  }, [suggestedId, form]);

  /** Whether these values differ from what was loaded; a new warehouse always counts as changed. */
  const differs = (values: WarehouseFormValues) =>
    mode === 'create' || hasUnsavedRequest(trimmed(values), trimmed(original));

  /** Anything the person would lose by closing now. */
  const hasUnsavedWork = () => {
    if (mode === 'view') return false;
    const current = trimmed(form.getValues());
    // A new warehouse's number is the server's suggestion: only what the person typed counts.
    if (mode === 'create') return Boolean(current.name || current.address || current.owner);
    return differs(form.getValues());
  };

  const submit = form.handleSubmit(async (input) => {
    const isCreate = mode === 'create';
    try {
      await save.mutateAsync({ _id: warehouse?._id, input });
      notify.success(t(isCreate ? 'warehouses.notices.created' : 'warehouses.notices.updated'));
      onSaved();
    } catch (error) {
      const { placed, leftover } = applyServerFieldErrors(
        error,
        form.setError,
        form.getValues(),
        'warehouse',
      );
      const first = fieldOrder.find((field) => placed.includes(field));
      if (first) form.setFocus(first);
      notify.error(
        saveFailureMessage(
          t,
          error,
          isCreate ? 'warehouses.notices.createError' : 'warehouses.notices.updateError',
          leftover,
        ),
      );
    }
  });

  return { form, submit, differs, hasUnsavedWork };
}
