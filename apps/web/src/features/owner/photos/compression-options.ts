/** SPEC.md §9 image compression: at most 0.8 MB, longest side 1200 px, JPEG, quality 0.8. */
export const COMPRESSION_OPTIONS = {
  maxSizeMB: 0.8,
  maxWidthOrHeight: 1200,
  fileType: 'image/jpeg',
  initialQuality: 0.8,
} as const;

/** Messages between the page and the compression worker. */
export type CompressRequest = { file: File };
export type CompressReply = { progress: number } | { result: Blob } | { error: string };
