/** GET /api/user/maids/{id}/biodata.pdf: the helper's biodata as a PDF, for signed-in customers. */
export const customerBiodataPdfPath = (id: number) => `/api/user/maids/${id}/biodata.pdf`;

/** What the file is called when the server does not say. */
export const biodataPdfFallbackName = (id: number) => `biodata-${id}.pdf`;
