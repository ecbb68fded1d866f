import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BridgeAdminDetail, InspectionInput } from '../../../../shared/bridge-inspection-schemas.ts';
import { uploadWithProgress, type UploadOptions } from '../../../components/upload-request.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

const bridge = client.bridges[':id'];
const bridgeAdminKey = (id: string) => ['bridge-admin', id] as const;

/** The bridge's admin page: the bridge, its photos and its inspections (with inspectors). */
export const useBridgeAdmin = (id: string) =>
  useQuery({
    queryKey: bridgeAdminKey(id),
    queryFn: ({ signal }) => call(bridge.inspections.$get({ param: { id } }, callOptions({ signal }))),
  });

/**
 * After any change: the page shows the server's answer at once, and the lists (admin and public
 * tables, whose kondisi may have changed) are fetched again.
 */
export function useAdoptDetail(id: string) {
  const qc = useQueryClient();
  return (detail: BridgeAdminDetail) => {
    qc.setQueryData(bridgeAdminKey(id), detail);
    void qc.invalidateQueries({ queryKey: ['bridges'] });
  };
}

/** A new inspection with its photos, or photos for the bridge or an inspection: multipart, with progress. */
export const uploadInspection = (id: string, form: FormData, opts: UploadOptions) =>
  uploadWithProgress<BridgeAdminDetail>(`/api/bridges/${id}/inspections`, form, opts);
export const uploadBridgePhotos = (id: string, form: FormData, opts: UploadOptions) =>
  uploadWithProgress<BridgeAdminDetail>(`/api/bridges/${id}/photos`, form, opts);
export const uploadInspectionPhotos = (id: string, inspectionId: string, form: FormData, opts: UploadOptions) =>
  uploadWithProgress<BridgeAdminDetail>(`/api/bridges/${id}/inspections/${inspectionId}/photos`, form, opts);

export function useUpdateInspection(id: string) {
  const adopt = useAdoptDetail(id);
  return useMutation({
    mutationFn: ({ inspectionId, input }: { inspectionId: string; input: InspectionInput }) =>
      call(bridge.inspections[':inspectionId'].$put({ param: { id, inspectionId }, json: input })),
    onSuccess: adopt,
  });
}

export function useDeleteInspection(id: string) {
  const adopt = useAdoptDetail(id);
  return useMutation({
    mutationFn: (inspectionId: string) => call(bridge.inspections[':inspectionId'].$delete({ param: { id, inspectionId } })),
    onSuccess: adopt,
  });
}

/** Deletes a bridge photo (`inspectionId` absent) or an inspection's. */
export function useDeletePhoto(id: string) {
  const adopt = useAdoptDetail(id);
  return useMutation({
    mutationFn: ({ photoId, inspectionId }: { photoId: string; inspectionId?: string }) =>
      call(
        inspectionId
          ? bridge.inspections[':inspectionId'].photos[':photoId'].$delete({ param: { id, inspectionId, photoId } })
          : bridge.photos[':photoId'].$delete({ param: { id, photoId } }),
      ),
    onSuccess: adopt,
  });
}
