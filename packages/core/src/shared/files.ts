/** Public path the API serves an uploaded object from (`GET /api/files/{key}`). */
export const filePath = (key: string | null | undefined): string | null => (key ? `/api/files/${key}` : null);
