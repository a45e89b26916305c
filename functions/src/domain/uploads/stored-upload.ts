// An accepted upload (a document, a ticket attachment) as it is stored: under a safe name with the extension and the
// content type of the kind its bytes proved to be, next to the name the browser sent.
import { safeFileName, UPLOAD_KINDS, type UploadKind } from '../../shared/settings/upload-policy';

/** A file that passed the upload policy (type and bytes). */
export interface AcceptedUpload {
  fileName: string;
  kind: UploadKind;
  bytes: Buffer;
}

export interface StoredUpload {
  name: string;
  bytes: Buffer;
  contentType: string;
  originalName: string;
}

export function toStoredUpload(file: AcceptedUpload): StoredUpload {
  return {
    name: safeFileName(file.fileName, file.kind),
    bytes: file.bytes,
    contentType: UPLOAD_KINDS[file.kind].contentType,
    originalName: file.fileName,
  };
}
