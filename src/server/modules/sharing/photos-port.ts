/** What a share link needs of the photo store: one owner's photo bytes, 404 (AppError) when absent. */
export type SharePhotoReader = (
  ownerId: string,
  photoId: string,
  variant: 'full' | 'thumb',
) => Promise<{ data: Buffer; contentType: string }>;
