import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PolicyImportResult } from '@tg/domain';
import { type UploadProgress, uploadWithProgress } from '../../../files/upload-with-progress';
import { policiesQueryKey, subscriptionsPath } from './subscriptions-api';

export interface ImportPoliciesRequest {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Sends a subscriptions CSV; the answer reports every row. The lists refresh afterwards. */
export function useImportPolicies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: ImportPoliciesRequest) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadWithProgress<PolicyImportResult>(`${subscriptionsPath}/importCsv`, form, {
        onProgress,
        signal,
      });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: policiesQueryKey }),
  });
}
