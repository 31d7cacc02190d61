import { useMutation } from '@tanstack/react-query';
import { policyContracts as calls } from '@tg/domain';
import { call, type TransferProgress } from '../../../../app/api-client';
import { useInvalidateSubscriptions } from './insurance-reads';

export interface ImportPoliciesRequest {
  file: File;
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
}

/** Sends a subscriptions CSV; the answer reports every row. The lists refresh afterwards. */
export function useImportPolicies() {
  const invalidate = useInvalidateSubscriptions();
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: ImportPoliciesRequest) =>
      call(calls.importCsv, { file, fileName: file.name }, { onProgress, signal }),
    onSuccess: () => void invalidate(),
  });
}
