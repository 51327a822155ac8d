/** GET /api/admin/maids/{id}/biodata.pdf: the helper's biodata as a PDF, for administrators. */
export const adminBiodataPdfPath = (id: number) => `/api/admin/maids/${id}/biodata.pdf`;

/** What the file is called when the server does not say. */
export const biodataPdfFallbackName = (id: number) => `biodata-${id}.pdf`;
