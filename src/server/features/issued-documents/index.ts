// What the rest of the server may use of issued-documents (docs/server-features.md): the documents issued
// for a request, shown on its customer's detail page, and the document a status change carries.
export { documentAttachment, issuedDocumentsOf } from './issue-document.ts';
export { documentCodeExists } from './verify-document.ts';
